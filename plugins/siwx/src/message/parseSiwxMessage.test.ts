import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import { SiwxMessageError } from './SiwxMessageError'
import type { SiwxMessageData } from './types'

const BASE = {
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'k3Jd9aQ2xPz7',
  issuedAt: '2026-11-27T10:00:00.000Z',
} as const

const SAMPLES: SiwxMessageData[] = [
  {
    ...BASE,
    domain: 'app.example',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
  },
  {
    ...BASE,
    domain: 'app.example',
    accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cffffb92266'.slice(0, 42),
    chainId: 'eip155:31337',
    scheme: 'https',
    statement: 'Sign in to Acme. URI: looks like a field but is the statement',
    expirationTime: '2026-11-27T10:05:00+02:00',
    notBefore: '2026-11-27T09:00:00Z',
    requestId: 'r1',
    resources: [],
  },
  {
    ...BASE,
    domain: '127.0.0.1:5173',
    accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  },
  {
    ...BASE,
    domain: 'localhost:5173',
    accountAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    statement: 'Sign in',
    resources: ['https://a.example/1', 'https://a.example/2'],
  },
  {
    ...BASE,
    domain: 'app.example',
    accountAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    notBefore: '2026-11-27T10:00:00.000Z',
  },
]

describe('parseSiwxMessage', () => {
  it.each(SAMPLES.map((s) => [s.chainId, s] as const))('reads %s back to the same data', (_, data) => {
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  it('reads a wallet-standard Solana id back as the cluster’s CAIP-2 id', () => {
    const text = formatSiwxMessage({ ...SAMPLES[2]!, chainId: 'solana:devnet' })
    expect(text).toContain('Chain ID: devnet')
    expect(parseSiwxMessage(text).chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('accepts only the namespace asked for', () => {
    const solana = formatSiwxMessage(SAMPLES[2]!)
    expect(parseSiwxMessage(solana, 'solana').chainId).toBe(SAMPLES[2]!.chainId)
    expect(() => parseSiwxMessage(solana, 'eip155')).toThrowError(
      expect.objectContaining({ code: 'MALFORMED_MESSAGE' }),
    )
  })

  const evm = formatSiwxMessage(SAMPLES[1]!)
  const refusals: Array<[string, string, string]> = [
    [
      'AppKit’s "Chain ID: eip155:1"',
      evm.replace('Chain ID: 31337', 'Chain ID: eip155:31337'),
      'MALFORMED_MESSAGE',
    ],
    [
      'a network name for the account',
      evm.replace('Ethereum account', 'Polygon account'),
      'MALFORMED_MESSAGE',
    ],
    ['a trailing line break', `${evm}\n`, 'MALFORMED_MESSAGE'],
    ['CRLF line breaks', evm.replaceAll('\n', '\r\n'), 'MALFORMED_MESSAGE'],
    [
      'fields out of order',
      evm.replace(/Nonce: (\w+)\nIssued At: (.+)/, 'Issued At: $2\nNonce: $1'),
      'MALFORMED_MESSAGE',
    ],
    ['text after the resources', `${evm}\nmore`, 'MALFORMED_MESSAGE'],
    ['a missing nonce', evm.replace(/\nNonce: \w+/, ''), 'MALFORMED_MESSAGE'],
    ['a short nonce', evm.replace(/Nonce: \w+/, 'Nonce: abc'), 'INVALID_FIELD'],
    [
      'a Solana layout for an EVM message',
      formatSiwxMessage(SAMPLES[0]!).replace('\n\n\n', '\n\n'),
      'MALFORMED_MESSAGE',
    ],
    [
      'a Solana chain name written otherwise',
      formatSiwxMessage(SAMPLES[2]!).replace(
        'Chain ID: devnet',
        'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ),
      'NON_CANONICAL_MESSAGE',
    ],
    ['an empty string', '', 'MALFORMED_MESSAGE'],
  ]
  it.each(refusals)('refuses %s', (_, text, code) => {
    expect(() => parseSiwxMessage(text)).toThrowError(expect.objectContaining({ code }))
  })

  it('refuses anything but a string, and very long text', () => {
    expect(() => parseSiwxMessage(42 as unknown as string)).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(`${evm}\nResources:\n- ${'a:'.repeat(10_000)}`)).toThrowError(
      expect.objectContaining({ code: 'MALFORMED_MESSAGE' }),
    )
  })

  it('on mutated messages, throws only SiwxMessageError, and what it accepts formats back to itself', () => {
    // A seeded generator, so a failure reproduces.
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const alphabet = ['\n', ' ', ':', '-', 'a', '0', 'Z', '\r', '\u0000', 'é', 'URI: ', 'Chain ID: ']
    let accepted = 0
    for (let i = 0; i < 2000; i++) {
      const source = formatSiwxMessage(SAMPLES[i % SAMPLES.length]!)
      const at = Math.floor(random() * source.length)
      const cut = Math.floor(random() * 3)
      const insert = random() < 0.7 ? alphabet[Math.floor(random() * alphabet.length)]! : ''
      const text = source.slice(0, at) + insert + source.slice(at + cut)
      try {
        const data = parseSiwxMessage(text)
        expect(formatSiwxMessage(data)).toBe(text)
        accepted++
      } catch (error) {
        expect(error).toBeInstanceOf(SiwxMessageError)
      }
    }
    // Some mutations are still valid messages (a changed nonce letter): both branches ran.
    expect(accepted).toBeGreaterThan(0)
    expect(accepted).toBeLessThan(2000)
  })
})
