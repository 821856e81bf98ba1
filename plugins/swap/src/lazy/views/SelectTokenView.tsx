// The token picker (spec §2): a searchable list of the chain's swappable tokens, the visitor's held
// tokens on top (with their balance), then the rest.
import {
  Input,
  ListItem,
  observer,
  Stack,
  Text,
  useAirlock,
  useAirlockState,
  useMessages,
  useViewParams,
} from '@airlock/ui'
import { type ReactElement, useState } from 'react'
import { SWAP_MESSAGES } from '../../messages'
import { searchTokens } from '../../swapInput'
import { plainAddress } from '../SwapStore'
import { useSwap } from './useSwap'

/** The token picker view ('swap/select-token'): picking a token sets that side and goes back. */
export const SelectTokenView = observer(function SelectTokenView(): ReactElement {
  const airlock = useAirlock()
  const { store } = useSwap()
  const t = useMessages(SWAP_MESSAGES)
  const side = useViewParams('swap/select-token')?.side ?? 'from'
  const [query, setQuery] = useState('')
  const holdings = useAirlockState((s) => s.accountOf('eip155').tokenBalance)
  const balanceOf = (address: string) =>
    holdings.find(
      (b) => (b.address ? plainAddress(b.address) : '').toLowerCase() === plainAddress(address).toLowerCase(),
    )?.quantity.numeric
  const found = searchTokens(store.tokens, query)
  const held = found.filter((token) => balanceOf(token.address) !== undefined)
  const rest = found.filter((token) => balanceOf(token.address) === undefined)
  const row = (token: (typeof found)[number]) => {
    const balance = balanceOf(token.address)
    return (
      <ListItem
        key={token.address}
        label={`${token.symbol} ${token.name}`}
        {...(balance !== undefined ? { end: <Text variant="small">{balance}</Text> } : {})}
        onClick={() => {
          store.setToken(side, token)
          airlock.back()
        }}
      />
    )
  }
  return (
    <Stack gap={12}>
      <Input
        label={t('searchTokens')}
        placeholder={t('searchTokens')}
        icon="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {held.length > 0 ? (
        <Stack gap={4}>
          <Text as="h3" variant="small-strong" tone="secondary">
            {t('yourTokens')}
          </Text>
          {held.map(row)}
        </Stack>
      ) : null}
      <Stack gap={4}>
        <Text as="h3" variant="small-strong" tone="secondary">
          {t('allTokens')}
        </Text>
        {rest.map(row)}
        {found.length === 0 ? (
          <Text as="p" variant="small" tone="secondary">
            {t('noTokensFound')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  )
})
