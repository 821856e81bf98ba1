// Entity shapes the stores hold (spec §3), namespace-generic: the read model's types (state/types.ts).
export type {
  AccountData,
  AccountEntry,
  AccountState,
  AccountStatus,
  ConnectedWalletInfo,
  ConnectionStatus,
  SnackbarVariant,
  TokenBalanceStatus,
} from '../state/types'
