// Tab list with roving focus: arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
import { type KeyboardEvent, type ReactElement, useRef } from 'react'

/** One tab. */
export interface TabItem<K extends string = string> {
  /** Stable key. */
  key: K
  /** Visible label. */
  label: string
}

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string = string> {
  /** The tabs, in order. */
  tabs: readonly TabItem<K>[]
  /** Key of the selected tab. */
  selected: K
  /** Called with the newly selected key. */
  onSelect: (key: K) => void
  /** Accessible name of the tab list. */
  label: string
  /** Prefix of tab / panel ids: tab `${idPrefix}-tab-${key}` controls panel `${idPrefix}-panel-${key}`. */
  idPrefix: string
}

/** A row of tabs; render the panel yourself with id `${idPrefix}-panel-${selected}` and role tabpanel. */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabsProps<K>): ReactElement {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected)
    let next = -1
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    const tab = tabs[next]
    if (tab === undefined) return
    event.preventDefault()
    onSelect(tab.key)
    refs.current[next]?.focus()
  }
  return (
    <div className="al-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const isSelected = tab.key === selected
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            className="al-tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
