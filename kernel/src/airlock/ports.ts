// What the instance needs from the services side, as narrow interfaces (injectable in tests).
import type { TokenBalance } from '../api/schemas'
import type { LogLevel } from '../config/airlockConfigSchema'
import type { TransactionHistorySource } from '../stores/TransactionsStore'

/** The blockchain-data API calls the account-data loader and the history store use. */
export interface AccountDataApi extends TransactionHistorySource {
  /** Token balances of an address on a network (GET /v1/account/{address}/balance). */
  getTokenBalances(params: {
    address: string
    chainId: string
    forceUpdate?: boolean
  }): Promise<readonly TokenBalance[]>
}

/** The log functions the instance and its plugins use. */
export interface AirlockLogger {
  debug(message: string, ...data: unknown[]): void
  info(message: string, ...data: unknown[]): void
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
}

const LEVELS: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/** A console logger filtered by level (used when no logger is injected). */
export function createLevelLogger(
  level: LogLevel,
  sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console,
): AirlockLogger {
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string, ...data: unknown[]) => {
      if (LEVELS[name] >= LEVELS[level]) sink[name](`[airlock] ${message}`, ...data)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
