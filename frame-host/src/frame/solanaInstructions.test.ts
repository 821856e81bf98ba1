import { type SolanaNode, startSolanaNode } from '@airlock/devnet'
import { base58 } from '@scure/base'
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getAssignInstruction, getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaApprovalRows } from './solanaApproval'
import { describeInstructions, priorityFee, SOLANA_PROGRAMS } from './solanaInstructions'
import { parseSolanaTransaction } from './solanaSigning'

const wallet = base58.encode(new Uint8Array(32).fill(3))
const receiver = base58.encode(new Uint8Array(32).fill(4))
const stranger = base58.encode(new Uint8Array(32).fill(5))
const unknownProgram = base58.encode(new Uint8Array(32).fill(8))

const le = (value: bigint, bytes: number) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return out.slice(0, bytes)
}
/** Compute-budget instructions as a dapp adds them (no client package for them is on the mirror). */
const unitLimit = (units: number): Instruction => ({
  programAddress: address(SOLANA_PROGRAMS.computeBudget),
  data: new Uint8Array([2, ...le(BigInt(units), 4)]),
})
const unitPrice = (microLamports: bigint): Instruction => ({
  programAddress: address(SOLANA_PROGRAMS.computeBudget),
  data: new Uint8Array([3, ...le(microLamports, 8)]),
})
const tokenInstruction = (data: number[], accounts: string[]): Instruction => ({
  programAddress: address(SOLANA_PROGRAMS.token),
  accounts: accounts.map((a, i) => ({
    address: address(a),
    role: i === accounts.length - 1 ? AccountRole.READONLY_SIGNER : AccountRole.WRITABLE,
  })),
  data: new Uint8Array(data),
})

function wire(
  instructions: Instruction[],
  blockhash = base58.encode(new Uint8Array(32).fill(9)),
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(wallet), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: 1_000n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const send = (lamports: bigint) =>
  getTransferSolInstruction({
    source: createNoopSigner(address(wallet)),
    destination: address(receiver),
    amount: lamports,
  })

describe('Solana approvals say what a transaction does (issue #28, finding 7)', () => {
  it('decodes the compute budget and the priority fee it sets', () => {
    // 'Send 0.01 SOL' whose compute-unit price makes it cost 1.41 SOL.
    const tx = parseSolanaTransaction(
      wire([unitLimit(200_000), unitPrice(7_049_975_000n), send(10_000_000n)]),
    )
    expect(priorityFee(tx)).toBe(1_409_995_000n)
    expect(describeInstructions(tx, wallet)).toEqual({
      rows: [
        ['Compute unit limit', '200000'],
        ['Compute unit price', '7049975000 micro-lamports per unit'],
        ['Send', `0.01 SOL to ${receiver}`],
      ],
      warnings: [],
    })
    // Without a limit, the default of 200 000 units per other instruction applies.
    expect(priorityFee(parseSolanaTransaction(wire([unitPrice(1_000_000n), send(1n), send(2n)])))).toBe(
      400_000n,
    )
  })

  it("says an owner change of the wallet's own account in words, and warns", () => {
    const assign = getAssignInstruction({
      account: createNoopSigner(address(wallet)),
      programAddress: address(stranger),
    })
    const summary = describeInstructions(parseSolanaTransaction(wire([assign])), wallet)
    expect(summary.rows).toEqual([['Owner change', `${wallet} now belongs to program ${stranger}`]])
    expect(summary.warnings).toEqual([
      `This gives your account ${wallet} to program ${stranger}: that program can then move everything in it.`,
    ])
  })

  it('decodes token transfers, allowances and authority changes, and flags what it cannot read', () => {
    const mint = base58.encode(new Uint8Array(32).fill(6))
    const source = base58.encode(new Uint8Array(32).fill(7))
    const summary = describeInstructions(
      parseSolanaTransaction(
        wire([
          // TransferChecked 1.5 (6 decimals)
          tokenInstruction([12, ...le(1_500_000n, 8), 6], [source, mint, receiver, wallet]),
          // Approve an unlimited allowance
          tokenInstruction([4, ...le(2n ** 64n - 1n, 8)], [source, stranger, wallet]),
          // SetAuthority: AccountOwner to the stranger
          tokenInstruction([6, 2, 1, ...base58.decode(stranger)], [source, wallet]),
          { programAddress: address(unknownProgram), data: new Uint8Array([1, 2, 3]) },
          tokenInstruction([99], [source, wallet]),
        ]),
      ),
      wallet,
    )
    expect(summary.rows).toEqual([
      ['Send tokens', `1.5 of ${mint} from ${source} to ${receiver}`],
      ['Allowance', `${stranger} may spend unlimited from ${source}`],
      ['Owner change', `${stranger} becomes the owner of ${source}`],
      ['Program', unknownProgram],
      ['Program', SOLANA_PROGRAMS.token],
    ])
    expect(summary.warnings).toEqual([
      `${stranger} will be able to move unlimited of this token without asking you again.`,
      `This makes ${stranger} the owner of ${source}: you give up that control.`,
      `Program ${unknownProgram} is not one this wallet can read: it cannot show what this instruction does.`,
      `This wallet cannot read an instruction of program ${SOLANA_PROGRAMS.token}: it cannot show what it does.`,
    ])
  })

  describe('with the fee from a Solana node (devnet, litesvm)', () => {
    let node: SolanaNode
    beforeAll(async () => {
      node = await startSolanaNode({ seed: false, slotMs: 0 })
    })
    afterAll(() => node?.stop())
    const call = async (method: string, params: unknown[]) => {
      const res = await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await res.json()) as { result: unknown }).result
    }

    it('shows the network fee: base and priority, as the node charges them', async () => {
      const { value } = (await call('getLatestBlockhash', [])) as { value: { blockhash: string } }
      const tx = parseSolanaTransaction(
        wire([unitLimit(200_000), unitPrice(7_049_975_000n), send(10_000_000n)], value.blockhash),
      )
      const { rows } = await solanaApprovalRows([tx], wallet, call)
      expect(rows.at(-1)).toEqual(['Network fee', '1.41 SOL (base 0.000005 SOL + priority 1.409995 SOL)'])
      // A blockhash the node does not know: the fee is computed from the transaction, and says so.
      const unknown = parseSolanaTransaction(wire([send(1n)]))
      expect((await solanaApprovalRows([unknown], wallet, call)).rows.at(-1)).toEqual([
        'Network fee',
        '0.000005 SOL (base 0.000005 SOL + priority 0 SOL), estimated: the node does not know this blockhash',
      ])
    })
  })
})
