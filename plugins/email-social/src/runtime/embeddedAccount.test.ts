import type { ConnectedUser } from '@airlock/frame-host/protocol'
import { describe, expect, test } from 'vitest'
import { embeddedAccountData, embeddedAccounts, embeddedProfile } from './embeddedAccount'

const SMART = '0x00000000000000000000000000000000000005aa'
const OWNER = '0x0000000000000000000000000000000000000e0a'

const smartUser: ConnectedUser = {
  email: 'visitor@example.com',
  address: SMART,
  chainId: 'eip155:10',
  accounts: [
    { address: SMART, type: 'smartAccount' },
    { address: OWNER, type: 'eoa' },
  ],
  userName: 'visitor',
  smartAccountDeployed: true,
  preferredAccountType: 'smartAccount',
}

describe('[spec 3.3] the frame user reaches the account state', () => {
  test('its accounts with their types and its preferred type, for the namespace of its chain', () => {
    expect(embeddedAccounts(smartUser, 'eip155')).toEqual({
      accounts: [
        { address: SMART, type: 'smartAccount' },
        { address: OWNER, type: 'eoa' },
      ],
      accountType: 'smartAccount',
    })
    // A numeric chain id is an EVM one.
    expect(embeddedAccounts({ ...smartUser, chainId: 10 }, 'eip155')?.accountType).toBe('smartAccount')
    // Another namespace's accounts are not these.
    expect(embeddedAccounts(smartUser, 'solana')).toBeUndefined()
    expect(embeddedAccounts(undefined, 'eip155')).toBeUndefined()
  })

  test('without a preferred type, the type of the connected address', () => {
    const { preferredAccountType: _, ...user } = smartUser
    expect(embeddedAccounts({ ...user, address: OWNER }, 'eip155')?.accountType).toBe('eoa')
  })

  test('its email, user name and smartAccountDeployed as the plugin account data', () => {
    expect(embeddedAccountData(smartUser)).toEqual({
      user: { email: 'visitor@example.com', userName: 'visitor' },
      smartAccountDeployed: true,
    })
    expect(embeddedAccountData({ email: null, address: OWNER, chainId: 'eip155:1', accounts: [] })).toEqual({
      user: { email: null },
    })
  })

  test('a social login: its provider and user name', () => {
    const social: ConnectedUser = {
      ...smartUser,
      email: null,
      userName: 'grace_hopper',
      socialProvider: 'github',
    }
    expect(embeddedAccountData(social)).toEqual({
      user: { email: null, userName: 'grace_hopper' },
      socialProvider: 'github',
      smartAccountDeployed: true,
    })
  })
})

describe('a social login names its account (the profile hook)', () => {
  test("the provider's user name for a social login; nothing for an email login or a user with no name", () => {
    expect(embeddedProfile({ ...smartUser, socialProvider: 'github', userName: 'grace_hopper' })).toEqual({
      name: 'grace_hopper',
    })
    expect(embeddedProfile(smartUser)).toBeUndefined()
    const { userName: _, ...nameless } = smartUser
    expect(embeddedProfile({ ...nameless, socialProvider: 'x' })).toBeUndefined()
    expect(embeddedProfile(undefined)).toBeUndefined()
  })
})
