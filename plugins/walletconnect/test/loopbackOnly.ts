// Test setup: every fetch must stay on 127.0.0.1 (spec rule for tests and devnet); anything else fails loudly.
import { restrictFetchToLoopback } from '@airlock/devnet'

restrictFetchToLoopback()
