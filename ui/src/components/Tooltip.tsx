// Tooltip shown on hover and keyboard focus, linked to its anchor with aria-describedby; Escape hides it.
import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type SyntheticEvent,
  useId,
  useState,
} from 'react'

type Handler<E> = ((event: E) => void) | undefined

/** Props the anchor element receives from {@link Tooltip}. */
export interface TooltipAnchorProps {
  'aria-describedby'?: string | undefined
  onFocus?: Handler<SyntheticEvent>
  onBlur?: Handler<SyntheticEvent>
  onPointerEnter?: Handler<SyntheticEvent>
  onPointerLeave?: Handler<SyntheticEvent>
  onKeyDown?: Handler<KeyboardEvent>
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Tooltip text. */
  text: string
  /** The anchor: one focusable element (it receives aria-describedby and the show/hide handlers). */
  children: ReactElement<TooltipAnchorProps>
}

/** Wraps a focusable element and shows `text` above it while hovered or focused. */
export function Tooltip({ text, children }: TooltipProps): ReactElement {
  const id = `al-tooltip-${useId()}`
  const [open, setOpen] = useState(false)
  const own = children.props
  const chain =
    <E,>(handler: Handler<E>, next: boolean) =>
    (event: E) => {
      handler?.(event)
      setOpen(next)
    }
  return (
    <span className="al-tooltip-anchor">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onFocus: chain(own.onFocus, true),
        onBlur: chain(own.onBlur, false),
        onPointerEnter: chain(own.onPointerEnter, true),
        onPointerLeave: chain(own.onPointerLeave, false),
        onKeyDown: (event: KeyboardEvent) => {
          own.onKeyDown?.(event)
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
          }
        },
      })}
      {open ? (
        <span role="tooltip" id={id} className="al-tooltip">
          {text}
        </span>
      ) : null}
    </span>
  )
}
