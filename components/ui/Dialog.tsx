import './dialog.css'
import { useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { afterNextPaint } from '../../client/after-next-paint'
import { isThemeClass } from '../../domain/theme'
import { focusableIn, focusFirstIn, wrappedFocusIndex } from './focus-trap'
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
  // The page as the tap left it, read before the dialog is in: where focus was (it goes back there,
  // and the dialog wears the theme around it) and the scrollbar's width, free now and a whole layout
  // once the dialog is in.
  const [opened] = useState(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    return { opener, theme: themeAround(opener), scrollbarWidth: window.innerWidth - document.documentElement.clientWidth }
  })

  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })

  useLayoutEffect(() => {
    const backdrop = backdropRef.current
    const panel = panelRef.current
    if (!backdrop || !panel) return
    const { opener, scrollbarWidth } = opened
    // Nothing here reads the layout, so that the tap's frame lays the page out once, to paint it.
    const unlockScroll = lockScroll(scrollbarWidth)
    focusFirstIn(panel)
    // The page behind becomes inert once the dialog is painted: that has the browser work out the
    // whole page's style again, some 15 ms on a phone that would hold the dialog back. Meanwhile
    // focus is in the dialog and its backdrop covers the page.
    let restorePage: (() => void) | undefined
    const cancelInert = afterNextPaint(() => (restorePage = makeInertBehind(backdrop)))
    // On the document, not the panel: focus can fall to <body> when the focused button is removed
    // (a deleted cart line), and Escape must still close. Only the topmost dialog answers.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || openedAfter(backdrop)) return
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
      cancelInert()
      restorePage?.()
      unlockScroll()
      if (opener?.isConnected) opener.focus()
    }
    // Once: what the page was like when the dialog opened does not change.
  }, [opened])

  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the panel does not.
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current()
    pressedOnBackdrop.current = false
  }

  return (
    // A click on the backdrop closes, as Escape does from the keyboard (onKeyDown above).
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div
      ref={backdropRef}
      className={`dialog-backdrop dialog-${variant}${opened.theme ? ` ${opened.theme}` : ''}`}
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

/**
 * The venue's theme where the dialog is opened from: the class (`theme-N`) nearest `opener`, else the
 * app element's, which the portal sits outside of. Its class, not the computed --accent: reading a
 * computed style makes the browser work out the whole page's style once more in the tap's frame.
 */
function themeAround(opener: Element | null): string | undefined {
  for (let element = opener ?? document.querySelector('#root .app'); element; element = element.parentElement) {
    const theme = Array.from(element.classList).find(isThemeClass)
    if (theme) return theme
  }
  return undefined
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
 * Makes inert what the dialog covers: the body's children before it (the app root #root and the
 * dialogs opened earlier; one opened later comes after it); returns the undo. Nested dialogs undo in
 * reverse order, so each restores exactly what it changed.
 */
function makeInertBehind(dialogRoot: HTMLElement): () => void {
  const madeInert: HTMLElement[] = []
  for (let element = dialogRoot.previousElementSibling; element; element = element.previousElementSibling) {
    if (element instanceof HTMLElement && !element.inert && !NEVER_INERT.has(element.tagName)) madeInert.push(element)
  }
  for (const element of madeInert) element.inert = true
  return () => {
    for (const element of madeInert) element.inert = false
  }
}

/** Whether a dialog opened after this one (its portal comes later in the body) covers it. */
function openedAfter(dialogRoot: HTMLElement): boolean {
  for (let element = dialogRoot.nextElementSibling; element; element = element.nextElementSibling) {
    if (element.classList.contains('dialog-backdrop')) return true
  }
  return false
}

/** Locks the page's scroll, its `scrollbarWidth` (measured before) kept as padding; returns the undo. */
function lockScroll(scrollbarWidth: number): () => void {
  const body = document.body
  const { overflow, paddingRight } = body.style
  body.style.overflow = 'hidden'
  // Keep the page from shifting sideways when its scrollbar disappears.
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`
  return () => {
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
