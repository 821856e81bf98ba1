import { createHash, randomBytes } from 'node:crypto'
import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describeDevnet'
import { DEVNET_FARCASTER_USERS, ID_REGISTRY_ADDRESS } from '../farcaster/farcasterUsers'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { signInOverHttp } from './signInOverHttp'

describe('startDevnet with social providers and Farcaster', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({
      ...OPTIONAL_SERVICES_OFF,
      social: true,
      farcaster: true,
      chains: [{ chainId: 31337 }],
      solana: false,
      swap: false,
    })
  }, 180_000)
  afterAll(() => devnet?.stop())

  it('lists the issuers, the project clients, the relay and the registry in the endpoints JSON', () => {
    const described = describeDevnet(devnet)
    expect(Object.keys(described.social?.issuers ?? {})).toEqual([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
    ])
    expect(described.social?.clients.github.apiBaseUrl).toBe(`${devnet.social?.url}/github/api`)
    expect(described.farcaster).toMatchObject({
      idRegistryAddress: ID_REGISTRY_ADDRESS,
      rpcUrl: devnet.chains[0]?.rpcUrl,
    })
  })

  it("each project's client redirects to the frame host's OAuth callback", async () => {
    const google = devnet.social!.clientConfig(devnet.projectId).google
    expect(google.redirectUris).toEqual([`${devnet.frameUrl}/oauth/callback/${devnet.projectId}/google`])
    const verifier = randomBytes(32).toString('base64url')
    const url = new URL(google.authorizationEndpoint)
    url.search = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: google.redirectUris[0]!,
      response_type: 'code',
      scope: 'openid email',
      state: 's1',
      nonce: 'n1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()
    const back = await signInOverHttp(url.href, { user: 'ada' })
    expect(back.redirectUri).toBe(google.redirectUris[0])
    expect(back.params.get('code')).toBeTruthy()
  })

  it("the frame host signs a visitor in through the devnet's providers (it was given their clients)", async () => {
    const project = devnet.projectId
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${devnet.frameUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const started = await post('/api/social/start', {
      projectId: project,
      provider: 'github',
      appOrigin: 'http://localhost:5173',
    })
    expect(started.status).toBe(200)
    const back = await signInOverHttp(String(started.body.authorizationUrl), { user: 'grace' })
    expect((await fetch(`${back.redirectUri}?${back.params}`)).status).toBe(200)
    const done = await post('/api/social/finish', {
      projectId: project,
      state: started.body.state,
      bindingToken: started.body.bindingToken,
    })
    expect(done.status).toBe(200)
    expect(done.body.user).toMatchObject({ socialProvider: 'github', username: 'grace_hopper' })
  })

  it('the IdRegistry on the first chain holds the devnet Farcaster accounts', async () => {
    const client = createPublicClient({ transport: http(devnet.farcaster!.rpcUrl) })
    const fid = await client.readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: parseAbi(['function idOf(address) view returns (uint256)']),
      functionName: 'idOf',
      args: [DEVNET_FARCASTER_USERS[2]!.custody],
    })
    expect(fid).toBe(3n)
  })
})
