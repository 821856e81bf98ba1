// What the plugin's parts weigh in an app's bundle (Vite, code-split, minified, gzip): the data a tiny
// eager face needs (networks, errors, texts, amounts) holds no Bitcoin library, zod or noble code; the
// runtime an app loads lazily on first connect or read (addresses, Esplora client, coin selection, PSBTs)
// is measured and printed for BENCHMARKS.md.
import { expect, test } from 'vitest'
import { measureWithVite as measureBundle } from './measureWithVite'

test('networks, errors, texts and amounts import no Bitcoin library; the runtime is measured', async () => {
  const face = await measureBundle(
    "import { bitcoinMainnet, bitcoinTestnet, bitcoinRegtest, BitcoinError, parseBtcAmount, formatBtc, BITCOIN_MESSAGES } from '@airlock/bitcoin'; globalThis.x = [bitcoinMainnet, bitcoinTestnet, bitcoinRegtest, BitcoinError, parseBtcAmount, formatBtc, BITCOIN_MESSAGES]",
  )
  const heavy = /node_modules\/(@scure\/|@noble\/|zod\/)/
  expect(face.eager.modules.filter((m) => heavy.test(m))).toEqual([])
  // the Spanish and Arabic texts are their own lazy chunks
  expect(face.lazy.files).toBe(2)
  const runtime = await measureBundle(
    "import { parseBitcoinAddress, createEsploraClient, selectCoins, buildTransferPsbt, checkSignInputs, finalizePsbt, feeRatesFromEstimates } from '@airlock/bitcoin'; globalThis.x = [parseBitcoinAddress, createEsploraClient, selectCoins, buildTransferPsbt, checkSignInputs, finalizePsbt, feeRatesFromEstimates]",
  )
  expect(runtime.eager.modules.some((m) => m.includes('@scure/btc-signer'))).toBe(true)
  const messages = await measureBundle(
    "import { verifyBip322, verifyBip137 } from '@airlock/bitcoin'; globalThis.x = [verifyBip322, verifyBip137]",
  )
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
  console.info(
    `bitcoin data face: ${kib(face.eager.gzip)} gzip ; texts es+ar ${kib(face.lazy.gzip)} gzip; ` +
      `send/read runtime: ${kib(runtime.eager.gzip)} gzip ; ` +
      `message verification: ${kib(messages.eager.gzip)} gzip; ${messages.eager.files} chunk(s)`,
  )
  // What an eager face needs to configure the plugin: the network definitions (their check throws a
  // BitcoinError, so the errors and English texts come along); the face itself comes with the wiring.
  const networks = await measureBundle(
    "import { bitcoinMainnet, bitcoinTestnet, bitcoinRegtest } from '@airlock/bitcoin'; globalThis.x = [bitcoinMainnet, bitcoinTestnet, bitcoinRegtest]",
  )
  console.info(`bitcoin network definitions: ${kib(networks.eager.gzip)} gzip`)
  expect(networks.eager.gzip).toBeLessThan(2 * 1024)
})
