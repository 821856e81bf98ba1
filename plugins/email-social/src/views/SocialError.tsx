// The social sign-in's failure, as the block and the "Other social" view both show it.
import { Text } from '@airlock/ui'

/** The error text of the last social sign-in attempt, announced; nothing when there is none. */
export function SocialError({ error }: { error: string | undefined }) {
  if (!error) return null
  return (
    <div role="alert">
      <Text variant="small" tone="error" align="center">
        {error}
      </Text>
    </div>
  )
}
