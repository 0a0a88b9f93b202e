import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { indexAlongRow } from './arrow-keys'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode }

type TabsProps = {
  tabs: TabItem[]
  /** Id of the tab selected first; the first tab when absent or unknown. */
  defaultTabId?: string
  /** Accessible name of the tab list. */
  label: string
  className?: string
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (the selected tab), Left/Right/Home/End move and
 * select. Every panel is rendered, the inactive ones hidden, so each aria-controls points somewhere.
 */
export function Tabs({ tabs, defaultTabId, label, className }: TabsProps) {
  const baseId = useId()
  const [selectedId, setSelectedId] = useState(defaultTabId)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.id === selectedId))
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = indexAlongRow(event.key, selectedIndex, tabs.length, 'wrap')
    if (next === null) return
    const tab = tabs[next]
    if (!tab) return
    event.preventDefault()
    setSelectedId(tab.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      {/* The selected tab takes the focus (a roving tabindex), not the list. */}
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          className="tab-panel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={index !== selectedIndex}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
