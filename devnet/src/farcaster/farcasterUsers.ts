import type { Address, Hex } from 'viem'

/** Farcaster's IdRegistry on Optimism; the devnet puts its stand-in at the same address on its chain. */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** A devnet Farcaster account: its fid (registration order), custody key and profile. */
export interface DevnetFarcasterUser {
  fid: number
  username: string
  displayName: string
  /** The custody address the IdRegistry holds for the fid. */
  custody: Address
  /** Its private key (devnet only: derived from a public phrase). */
  custodyKey: Hex
  pfpUrl: string
  bio: string
}

/**
 * The devnet's Farcaster accounts, registered in this order at seed (fids 1, 2, 3). Custody keys are
 * keccak256('airlock devnet farcaster custody <username>'); the addresses are written out so seeding
 * needs no key handling (a test checks they match the keys).
 */
export const DEVNET_FARCASTER_USERS: readonly DevnetFarcasterUser[] = [
  {
    fid: 1,
    username: 'ada',
    displayName: 'Ada Lovelace',
    custody: '0xF4cC568ECbA871e77F5A69Dd0FB6067220772291',
    custodyKey: '0xf60e7a03d692dc5d9ec0bd34555250046cf9fa3e2706bab93e46052641d68c56',
    pfpUrl: 'https://avatars.airlock.test/ada.png',
    bio: 'Analytical engines',
  },
  {
    fid: 2,
    username: 'grace',
    displayName: 'Grace Hopper',
    custody: '0x1B134cf711949297B3Ae4481c2Dd7aCcc48eED5f',
    custodyKey: '0x135e44477bb3a5681162f41bbe00a66ae8343b4d16fe251e51cb9e649d98c88e',
    pfpUrl: 'https://avatars.airlock.test/grace.png',
    bio: 'Compilers',
  },
  {
    fid: 3,
    username: 'alan',
    displayName: 'Alan Turing',
    custody: '0x52a121Aa89e3bB6924efcA73B6811037d3842cBD',
    custodyKey: '0x53528d7b10fe7d08b4d6cb218a3334fd72fee996e2ac1b3b151899097af878fe',
    pfpUrl: 'https://avatars.airlock.test/alan.png',
    bio: 'Computable numbers',
  },
]

/** The devnet Farcaster user with this fid or username. */
export function farcasterUser(which: number | string): DevnetFarcasterUser | undefined {
  return DEVNET_FARCASTER_USERS.find((u) => u.fid === which || u.username === which)
}
