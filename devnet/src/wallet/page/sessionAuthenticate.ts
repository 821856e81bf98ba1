// The wallet page's one-click sign-in (`wc_sessionAuthenticate`, CAIP-222 with ReCaps): the request shows
// as a card among the proposals with the exact message the wallet will sign; Approve narrows the request
// to the chains and methods the page supports (`populateAuthPayload`), signs the message with the page's
// EVM account (personal_sign, EIP-191) on the first of those chains and answers with the CACAO, which
// settles the session; Reject refuses it. A page opened with `?oneClick=0` does not listen: the dApp's
// ordinary proposal, sent beside the request, is what it shows (the fallback of wallets without it).
// `?oneClick=tamper` signs another text than the one its CACAO carries (a broken or hostile wallet).
import type { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { Eip155Signer } from '../createEip155Signer'
import { button, h, log, pretty, region } from './walletPageView'

type Client = InstanceType<typeof SignClient>

/** What the page needs to answer one-click sign-in. */
export interface SessionAuthenticateOptions {
  client: Client
  signer: Eip155Signer
  /** The CAIP-2 EVM chains the page serves. */
  chains: readonly string[]
  /** The methods the page serves (the ReCap is narrowed to them). */
  methods: readonly string[]
  /** Called once the session is settled (to list it). */
  onSession(): void
  /** Sign another text than the CACAO's message (a broken or hostile wallet; tests only). */
  tamper?: boolean
}

/** Listens for `session_authenticate` and shows each request as an approvable card. */
export function handleSessionAuthenticate(options: SessionAuthenticateOptions): void {
  const { client, signer } = options
  client.on('session_authenticate', ({ id, params }) => {
    let payload: ReturnType<typeof populateAuthPayload>
    let chain: string | undefined
    let message = ''
    try {
      payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: [...options.chains],
        methods: [...options.methods],
      })
      chain = payload.chains[0]
      message = client.formatAuthMessage({ request: payload, iss: `did:pkh:${chain}:${signer.address}` })
    } catch (error) {
      log(`authenticate request unusable: ${error instanceof Error ? error.message : String(error)}`)
      void client
        .rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        .catch(() => undefined)
      return
    }
    const card = h(
      'div',
      { 'data-testid': 'authenticate', 'data-id': String(id) },
      h('strong', { 'data-testid': 'authenticate-name' }, params.requester.metadata.name),
      ` ${params.requester.metadata.url} on ${chain}`,
      h('pre', { 'data-testid': 'authenticate-message' }, message),
    )
    card.append(
      button('approve-authenticate', 'Approve', async () => {
        try {
          const chainId = Number(chain?.split(':')[1])
          const signed = options.tamper ? message.replace('Nonce: ', 'Nonce: 0') : message
          const signature = await signer.sign('personal_sign', [signed, signer.address], chainId)
          const auth = buildAuthObject(payload, { t: 'eip191', s: signature }, `${chain}:${signer.address}`)
          await client.approveSessionAuthenticate({ id, auths: [auth] })
          log(`approved sign-in with ${params.requester.metadata.name}`)
        } catch (error) {
          log(`authenticate failed: ${error instanceof Error ? error.message : String(error)}`)
        }
        card.remove()
        options.onSession()
      }),
      button('reject-authenticate', 'Reject', async () => {
        await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
        log(`rejected sign-in ${id}`)
        card.remove()
      }),
      h('pre', { 'data-testid': 'authenticate-request' }, pretty(params.authPayload)),
    )
    region('proposals').append(card)
  })
}
