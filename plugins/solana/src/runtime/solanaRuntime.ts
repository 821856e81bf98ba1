// The @solana/kit-backed half of the Solana adapter. `createSolanaAdapter` imports this module with
// `await import()` on the first connect, read or send, so a visitor downloads no Solana library at page load.
export { address, getBase58Decoder, getBase58Encoder, type Signature } from '@solana/kit'
export { buildTransfer } from './buildTransfer'
export { createClients } from './clients'
export { waitForSignature } from './confirm'
export { signAndSend } from './send'
