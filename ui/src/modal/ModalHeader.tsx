// The modal header: back button (when the router's rules allow it), the title that labels the dialog, close.
import type { ReactElement } from 'react'
import { IconButton } from '../components/IconButton'
import { useUiMessages } from '../i18n/useUiMessages'

/** Props of {@link ModalHeader}. */
export interface ModalHeaderProps {
  /** Id of the title element (the dialog's aria-labelledby). */
  titleId: string
  /** Title text. */
  title: string
  /** Show the back button. */
  canGoBack: boolean
  /** Back pressed. */
  onBack: () => void
  /** Close pressed. */
  onClose: () => void
}

/** Header row; the title re-animates (120 ms) whenever its text changes. */
export function ModalHeader({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps): ReactElement {
  const t = useUiMessages()
  return (
    <div className="al-header">
      {canGoBack ? (
        <IconButton icon="back" label={t('back')} onClick={onBack} />
      ) : (
        <span className="al-header-slot" />
      )}
      <h2 key={title} id={titleId} className="al-header-title" dir="auto">
        {title}
      </h2>
      <IconButton icon="close" label={t('close')} onClick={onClose} />
    </div>
  )
}
