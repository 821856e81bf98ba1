// Email login in the sandbox: the modal's email field logs in through devnet's secure frame, whose codes
// land in devnet's mail sink; this panel links its mailbox page.
import type { ReactElement } from 'react'
import { Panel } from './Panel'

/** Explains email login and links the devnet mailbox, where the one-time codes arrive. */
export function EmailLoginPanel({ mailboxUrl }: { mailboxUrl: string }): ReactElement {
  return (
    <Panel title="Email login">
      <p>
        Type any email address in the modal's Connect view: the secure frame (devnet's frame host, another
        origin) mails a 6-digit code to devnet's mail sink. Read it in the mailbox, type it in the modal, and
        the embedded wallet connects on EVM and Solana.
      </p>
      <a href={`${mailboxUrl}/inbox`} target="_blank" rel="noopener" data-testid="mailbox-link">
        Open the devnet mailbox
      </a>
    </Panel>
  )
}
