// Script assembly in the form Esplora (electrs, rust-bitcoin) writes it: `OP_0 OP_PUSHBYTES_20 <hex>`,
// `OP_PUSHNUM_1`, `OP_DUP OP_HASH160 …`.
import { OP } from '@scure/btc-signer'

const NAMES = new Map<number, string>()
for (const [name, code] of Object.entries(OP)) {
  if (typeof code !== 'number' || NAMES.has(code)) continue
  NAMES.set(code, name.startsWith('OP_') ? name : `OP_${name}`)
}
NAMES.set(0x4f, 'OP_PUSHNUM_NEG1')
for (let n = 1; n <= 16; n++) NAMES.set(0x50 + n, `OP_PUSHNUM_${n}`)
NAMES.set(0xb1, 'OP_CLTV')
NAMES.set(0xb2, 'OP_CSV')

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/**
 * The assembly text of a script; a push running past the end is shown as `<push past end>`, as electrs does.
 * @example scriptAsm(p2wpkhScript) // 'OP_0 OP_PUSHBYTES_20 751e76e8…'
 */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  let i = 0
  while (i < script.length) {
    const op = script[i++] as number
    let length = -1
    let name = ''
    if (op >= 0x01 && op <= 0x4b) {
      length = op
      name = `OP_PUSHBYTES_${op}`
    } else if (op >= 0x4c && op <= 0x4e) {
      const size = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      if (i + size > script.length) return [...parts, '<push past end>'].join(' ')
      length = 0
      for (let k = size - 1; k >= 0; k--) length = length * 256 + (script[i + k] as number)
      i += size
      name = NAMES.get(op) ?? `OP_PUSHDATA${size}`
    }
    if (length < 0) {
      parts.push(op === 0 ? 'OP_0' : (NAMES.get(op) ?? `OP_RETURN_${op}`))
      continue
    }
    if (i + length > script.length) return [...parts, '<push past end>'].join(' ')
    parts.push(name, hex(script.subarray(i, i + length)))
    i += length
  }
  return parts.join(' ')
}
