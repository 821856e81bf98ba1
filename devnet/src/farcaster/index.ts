// The devnet's Farcaster: auth relay stand-in, "Farcaster app" page and IdRegistry on anvil (src/farcaster).
export { deployIdRegistry } from './deployIdRegistry'
export {
  authenticateSchema,
  type ChannelStatus,
  createChannelSchema,
  type FarcasterChannel,
  FarcasterRelay,
} from './FarcasterRelay'
export {
  DEVNET_FARCASTER_USERS,
  type DevnetFarcasterUser,
  farcasterUser,
  ID_REGISTRY_ADDRESS,
} from './farcasterUsers'
export {
  parseConnectUrl,
  type SignedSignIn,
  type SignInRequest,
  type SignInTampering,
  signSignInRequest,
} from './signSignInRequest'
export {
  type FarcasterRelayOptions,
  type FarcasterRelayServer,
  startFarcasterRelay,
} from './startFarcasterRelay'
