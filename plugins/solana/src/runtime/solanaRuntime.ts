// The @solana/kit-backed half of the Solana adapter. It is imported with `import()` beside the implementation
// (the first connect, read or send, or `preloadConnect` on the visitor's intent to pick a wallet), so a
// visitor downloads no Solana library at page load.
export { address, getBase58Decoder, getBase58Encoder, type Signature } from '@solana/kit'
export { buildTransfer } from './buildTransfer'
export { createClients } from './clients'
export { waitForSignature } from './confirm'
export { signAndSend } from './send'
