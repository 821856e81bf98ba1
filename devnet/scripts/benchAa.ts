// Measures what the ERC-4337 stack costs and how fast a user operation lands on the devnet:
//  1. devnet start-up with the stack and without it (alternating runs, medians), and the deploy step;
//  2. a bundler's cold start (first request → alto serving);
//  3. sponsored user operations: submit → receipt and prepare → receipt (the first one deploys the account).
// Usage (from devnet/): node --conditions=source --import tsx scripts/benchAa.ts [startupRuns=3] [operations=10]
import { loadavg } from 'node:os'
import {
  createAaBundlerClient,
  prepareUserOperation,
  signUserOperation,
  submitUserOperation,
  toAirlockSmartAccount,
  waitForUserOperationReceipt,
} from '@airlock/frame-host/aa'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNTS } from '../src/chain/accounts'
import { startDevnet } from '../src/startDevnet'

const startupRuns = Number(process.argv[2] ?? 3)
const operations = Number(process.argv[3] ?? 10)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
const load = () => loadavg()[0]!.toFixed(1)

const withAa: number[] = []
const withoutAa: number[] = []
const deploy: number[] = []
for (let i = 0; i < startupRuns; i++) {
  // Each pair starts with and without the stack, alternating, so both see the same machine load.
  for (const aa of [true, false]) {
    const devnet = await startDevnet({ aa, solana: true })
    ;(aa ? withAa : withoutAa).push(devnet.timingsMs.total)
    if (devnet.aa) deploy.push(devnet.aa.deployMs)
    await devnet.stop()
  }
}
if (startupRuns > 0)
  console.log(
    JSON.stringify({
      startup: {
        runs: startupRuns,
        medianTotalMsWithAa: median(withAa),
        medianTotalMsWithoutAa: median(withoutAa),
        medianDeployMs: median(deploy),
        withAa,
        withoutAa,
        deploy,
      },
      load: load(),
    }),
  )

const devnet = await startDevnet({ solana: false })
try {
  const chainInfo = devnet.chains[0]!
  const endpoints = devnet.aa!.chains[0]!
  const chain = defineChain({
    id: chainInfo.chainId,
    name: 'Airlock Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chainInfo.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(chainInfo.rpcUrl) })
  const supervisor = devnet.aa!.server.bundlers.get(chainInfo.chainId)!
  const t0 = performance.now()
  await supervisor.ensure()
  const coldStartMs = Math.round(performance.now() - t0)
  const bundlerClient = createAaBundlerClient({
    client,
    bundlerUrl: endpoints.bundlerUrl,
    paymasterUrl: endpoints.paymasterUrl,
  })
  const account = await toAirlockSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    factoryAddress: devnet.aa!.contracts.accountFactory,
  })
  // The operations send 1 wei each: the account needs that much (gas is sponsored).
  const funder = createWalletClient({
    chain,
    transport: http(chainInfo.rpcUrl),
    account: DEVNET_ACCOUNTS[0]!.address,
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  const submitToReceipt: number[] = []
  const prepareToReceipt: number[] = []
  for (let i = 0; i < operations; i++) {
    const p0 = performance.now()
    const prepared = await prepareUserOperation({
      bundlerClient,
      account,
      calls: [{ to: DEVNET_ACCOUNTS[1]!.address, value: 1n }],
    })
    const signed = await signUserOperation(account, prepared)
    const s0 = performance.now()
    const hash = await submitUserOperation({ bundlerClient, signed })
    await waitForUserOperationReceipt({ bundlerClient, hash, pollingIntervalMs: 50 })
    const end = performance.now()
    submitToReceipt.push(Math.round(end - s0))
    prepareToReceipt.push(Math.round(end - p0))
  }
  console.log(
    JSON.stringify({
      bundlerColdStartMs: coldStartMs,
      operations,
      medianSubmitToReceiptMs: median(submitToReceipt),
      medianPrepareToReceiptMs: median(prepareToReceipt),
      firstOperation: { submitToReceiptMs: submitToReceipt[0], prepareToReceiptMs: prepareToReceipt[0] },
      submitToReceipt,
      prepareToReceipt,
      load: load(),
    }),
  )
} finally {
  await devnet.stop()
}
