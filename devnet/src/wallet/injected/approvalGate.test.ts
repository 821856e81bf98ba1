import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../createEip155Signer'
import { ApprovalGate, type PendingRequest } from './approvalGate'

describe('ApprovalGate', () => {
  it('approves in approve mode and rejects with 4001 in reject mode', async () => {
    const gate = new ApprovalGate('approve')
    await expect(gate.ask('personal_sign', [])).resolves.toBeUndefined()
    gate.mode = 'reject'
    await expect(gate.ask('personal_sign', [])).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('applies one-shot answers in order before the mode', async () => {
    const gate = new ApprovalGate('approve')
    gate.setNextResponse('reject')
    gate.setNextResponse('approve')
    await expect(gate.ask('a', [])).rejects.toMatchObject({ code: 4001 })
    gate.mode = 'reject'
    await expect(gate.ask('b', [])).resolves.toBeUndefined()
    await expect(gate.ask('c', [])).rejects.toMatchObject({ code: 4001 })
  })

  it('a one-shot error is thrown as it is (another code than 4001)', async () => {
    const gate = new ApprovalGate('approve')
    gate.setNextResponse(new ProviderRpcError(5000, 'User rejected the request.'))
    await expect(gate.ask('personal_sign', [])).rejects.toMatchObject({ code: 5000 })
    await expect(gate.ask('personal_sign', [])).resolves.toBeUndefined()
  })

  it('holds requests in manual mode until approved or rejected, oldest first by default', async () => {
    const seen: PendingRequest[] = []
    const gate = new ApprovalGate('manual', (r) => seen.push(r))
    const first = gate.ask('eth_sendTransaction', [{ to: '0x1' }])
    const second = gate.ask('personal_sign', ['0x01'])
    expect(gate.pending().map((r) => r.method)).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(seen).toHaveLength(2)
    expect(gate.decide(false)).toBe(true)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(gate.decide(true, seen[1]?.id)).toBe(true)
    await expect(second).resolves.toBeUndefined()
    expect(gate.decide(true)).toBe(false)
  })
})
