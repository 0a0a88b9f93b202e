import './dialog.css'
import { useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { focusableIn, wrappedFocusIndex } from './focus-trap'
import { useI18n } from './i18n'
import { useHydrated } from './use-hydrated'

export type DialogVariant = 'sheet' | 'fullscreen' | 'page' | 'center'

type DialogProps = {
  open: boolean
  onClose: () => void
  /** Id of the element naming the dialog (its title). */
  labelledBy: string
  describedBy?: string
  /**
   * sheet: from the bottom on phones, centred from 768 px; fullscreen: the whole viewport; page: the
   * whole viewport on phones, a tall centred box from 768 px; center: a box.
   */
  variant?: DialogVariant
  className?: string
  children: ReactNode
}

/**
 * A modal dialog portalled into document.body. Nothing is rendered on the server (a portal needs
 * the document) nor while closed; the first client render matches the server's empty output.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated()
  if (!hydrated || !props.open) return null
  return createPortal(<OpenDialog {...props} />, document.body)
}

function OpenDialog({ onClose, labelledBy, describedBy, variant = 'center', className, children }: DialogProps) {
  const backdropRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const pressedOnBackdrop = useRef(false)

  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })

  useLayoutEffect(() => {
    const backdrop = backdropRef.current
    const panel = panelRef.current
    if (!backdrop || !panel) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // The venue's theme sets --accent on the app element, which this portal sits outside of.
    const themed = previous && previous !== document.body ? previous : document.querySelector('#root .app')
    const accent = themed ? getComputedStyle(themed).getPropertyValue('--accent').trim() : ''
    if (accent) backdrop.style.setProperty('--accent', accent)
    const restorePage = isolatePage(backdrop)
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0] ?? panel
    first.focus()
    // On the document, not the panel: focus can fall to <body> when the focused button is removed
    // (a deleted cart line), and Escape must still close. Only the topmost dialog is not inert.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || backdrop.inert) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
      } else if (event.key === 'Tab') {
        trapTab(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      restorePage()
      if (previous?.isConnected && previous !== document.body) previous.focus()
    }
  }, [])

  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the panel does not.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current()
    pressedOnBackdrop.current = false
  }

  return (
    <div
      ref={backdropRef}
      className={`dialog-backdrop dialog-${variant}`}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `dialog-panel ${className}` : 'dialog-panel'}
      >
        {children}
      </div>
    </div>
  )
}

/** Keeps Tab and Shift+Tab inside the panel, wrapping at both ends. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusables = focusableIn(panel)
  if (focusables.length === 0) {
    event.preventDefault()
    panel.focus()
    return
  }
  const focused = document.activeElement
  // -1 when focus is off the list (the panel itself, or <body> after a removal): it re-enters at an end.
  const current = focused instanceof HTMLElement ? focusables.indexOf(focused) : -1
  const next = wrappedFocusIndex(focusables.length, current, event.shiftKey)
  if (next === null) return
  event.preventDefault()
  focusables[next]?.focus()
}

const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

/**
 * Makes everything beside the dialog inert (the app root #root and any dialog below this one) and
 * locks the page's scroll; returns the undo. Nested dialogs undo in reverse order, so each restores
 * exactly what it changed.
 */
function isolatePage(dialogRoot: HTMLElement): () => void {
  const body = document.body
  const madeInert = Array.from(body.children).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== dialogRoot && !element.inert && !NEVER_INERT.has(element.tagName),
  )
  for (const element of madeInert) element.inert = true
  const { overflow, paddingRight } = body.style
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth
  body.style.overflow = 'hidden'
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`
  return () => {
    for (const element of madeInert) element.inert = false
    body.style.overflow = overflow
    body.style.paddingRight = paddingRight
  }
}

/** The × in a dialog's corner; its accessible name is 'Close' in the page's language. */
export function DialogCloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      className={className ? `dialog-close ${className}` : 'dialog-close'}
      aria-label={t('dialog.close')}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
