// The devnet's Bitcoin node: bcoin 1.0.2 (a full node in JavaScript) on an in-memory regtest chain, run as a
// child process by startBitcoinNode.ts so its module loading and block validation use another core than the
// devnet's own event loop. Plain JavaScript on purpose: it runs under plain `node`, from src/ and from dist/.
//
// argv[2] is a JSON object: { params: { bech32, pubKeyHash, scriptHash, wif }, genesisHash, apiKey, port,
// activationWindow }. The network's address and key prefixes come from the network definition of
// @airlock/bitcoin (Bitcoin Core's regtest prefixes) and are set before the node opens.
//
// When ready it prints one line: `AIRLOCK_BITCOIN_READY {"port":N,"genesisHash":"…"}`. It serves bcoin's own
// REST and JSON-RPC API (HTTP basic auth with the API key) plus one route of ours:
//   POST /airlock/broadcast {"tx": hex} → 200 {"txid"} | 400 {"error": {"reason", "code", "score"}}
// which, unlike bcoin's /broadcast, reports why the mempool refused a transaction (bcoin's answers success
// and only logs a verification failure).
import bcoin from 'bcoin'

const options = JSON.parse(process.argv[2] ?? '{}')
const network = bcoin.Network.get('regtest')
network.addressPrefix.pubkeyhash = options.params.pubKeyHash
network.addressPrefix.scripthash = options.params.scriptHash
network.addressPrefix.bech32 = options.params.bech32
network.keyPrefix.privkey = options.params.wif
// Bitcoin Core's regtest has segwit (and CSV) active from the start; bcoin's needs three version-bits windows
// of 144 blocks. A window of `activationWindow` blocks (all of them signalling) activates them within a few blocks.
if (options.activationWindow) {
  network.minerWindow = options.activationWindow
  network.activationThreshold = options.activationWindow
}

const node = new bcoin.FullNode({
  network: 'regtest',
  memory: true,
  workers: false,
  listen: false,
  selfish: true,
  indexTX: true,
  indexAddress: true,
  httpHost: '127.0.0.1',
  httpPort: options.port ?? 0,
  apiKey: options.apiKey,
  logConsole: false,
  logLevel: 'none',
})

/** Core's RPC error codes for a rejected transaction: -27 already known, -25 missing inputs, -26 rejected. */
function rejectionCode(reason) {
  if (reason === 'txn-already-known' || reason === 'txn-already-in-mempool') return -27
  if (reason.includes('missingorspent') || reason === 'bad-txns-inputs-spent') return -25
  return -26
}

node.http.post('/airlock/broadcast', async (req, res) => {
  const hex = typeof req.body?.tx === 'string' ? req.body.tx : ''
  let tx
  try {
    tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
    if (tx.toRaw().toString('hex') !== hex.toLowerCase()) throw new Error('trailing bytes')
  } catch {
    res.json(400, { error: { reason: 'TX decode failed', code: -22, score: 0 } })
    return
  }
  const txid = tx.txid()
  try {
    const missing = await node.mempool.addTX(tx)
    if (missing) {
      // An input that is neither in the chain's UTXO set nor in the mempool: spent already (or never
      // existed). Core refuses such a transaction; bcoin would keep it as an orphan.
      node.mempool.removeOrphan(tx.hash('hex'))
      res.json(400, { error: { reason: 'bad-txns-inputs-missingorspent', code: -25, score: 0 } })
      return
    }
  } catch (error) {
    if (error.type !== 'VerifyError') throw error
    res.json(400, { error: { reason: error.reason, code: rejectionCode(error.reason), score: error.score } })
    return
  }
  res.json(200, { txid })
})

let closing = false
function shutdown() {
  if (closing) return
  closing = true
  node.close().finally(() => process.exit(0))
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
process.on('disconnect', shutdown)

await node.open()
const genesisHash = bcoin.util.revHex(network.genesis.hash)
if (options.genesisHash && options.genesisHash !== genesisHash) {
  console.error(
    `bcoin's regtest genesis ${genesisHash} is not the network definition's ${options.genesisHash}`,
  )
  process.exit(1)
}
const port = node.http.address().port
process.stdout.write(`AIRLOCK_BITCOIN_READY ${JSON.stringify({ port, genesisHash })}\n`)
