import { useEffect, useId, useRef } from 'react'
import type { Cents } from '../../domain/money'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'

/** One cart line of the menu: its chosen items already spelled out, e.g. 'Burger Lumière, Fries, Mayonnaise ×2'. */
export type VariationLine = { uuid: string; quantity: number; description: string; totalCents: Cents }

type DeleteVariationDialogProps = {
  open: boolean
  productName: string
  lines: VariationLine[]
  onRemove(uuid: string): void
  /** Also the caller's to call once the last line is removed. */
  onClose(): void
}

/** 'Which menu to delete?': the cart's variants of one menu, each with a remove button (SPEC §2, §4). */
export function DeleteVariationDialog({ open, productName, lines, onRemove, onClose }: DeleteVariationDialogProps) {
  const { t, price } = useI18n()
  const titleId = useId()
  const rowId = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const removedIndex = useRef<number | null>(null)

  // The removed row took the focused button with it: hand focus to the row now in its place.
  useEffect(() => {
    const index = removedIndex.current
    removedIndex.current = null
    if (index === null || !listRef.current) return
    const buttons = listRef.current.querySelectorAll<HTMLButtonElement>('.variation-remove')
    buttons[Math.min(index, buttons.length - 1)]?.focus()
  }, [lines])

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} variant="sheet" className="delete-variation">
      <DialogCloseButton onClick={onClose} />
      <h2 id={titleId}>{t('deleteVariation.title')}</h2>
      <p className="delete-variation-product">{productName}</p>
      <ul ref={listRef} className="variation-list">
        {lines.map((line, index) => (
          <li key={line.uuid} className="variation">
            <div className="variation-text">
              <p id={`${rowId}-${line.uuid}`} className="variation-description">
                {line.description}
              </p>
              <p className="variation-meta">
                <span>{t('deleteVariation.quantity', { count: line.quantity })}</span>
                <span className="variation-price">{price(line.totalCents)}</span>
              </p>
            </div>
            {/* Every row's button has the same name; the description tells them apart for screen readers. */}
            <button
              type="button"
              className="button-secondary variation-remove"
              aria-describedby={`${rowId}-${line.uuid}`}
              onClick={() => {
                removedIndex.current = index
                onRemove(line.uuid)
              }}
            >
              {t('deleteVariation.remove')}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
