import './allergens.css'
import { use, useId } from 'react'
import type { FilterMode } from '../../domain/avoid-choice'
import { useUi } from '../../stores/ordering'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { filterTexts, menuFacts } from './filter-data'

type Props = { posId: number; onClose: () => void; summary: string | null | undefined }

/**
 * "Avoid…", a popup (a sheet on a phone, centred from 768 px): the venue's allergens as toggles,
 * whether dishes that contain one are hidden or marked, and where the data comes from. Choices apply
 * at once; what they hide or mark is said in the popup, as under the search field.
 */
export default function AllergenFilterPanel({ posId, onClose, summary }: Props) {
  const { locale } = useI18n()
  const { allergens } = use(menuFacts(posId, locale))
  const t = use(filterTexts(locale))
  const choice = useUi((state) => state.avoid)
  const setAvoid = useUi((state) => state.setAvoid)
  const titleId = useId()
  const modeName = useId()
  const avoided = new Set(choice.allergenIds)

  const toggle = (id: number) =>
    setAvoid({ ...choice, allergenIds: avoided.has(id) ? choice.allergenIds.filter((other) => other !== id) : [...choice.allergenIds, id] })
  const setMode = (mode: FilterMode) => setAvoid({ ...choice, mode })

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} variant="sheet" className="allergen-filter-dialog">
      <DialogCloseButton onClick={onClose} />
      <section id="allergen-filter" className="allergen-filter" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('allergens.title')}</h2>
        <div role="group" aria-labelledby={titleId} className="allergen-chips">
          {allergens.map((allergen) => (
            <button key={allergen.id} type="button" className="allergen-chip" aria-pressed={avoided.has(allergen.id)} onClick={() => toggle(allergen.id)}>
              {allergen.image && <img src={allergen.image} alt="" width={20} height={20} />}
              <span lang={allergen.nameLang}>{allergen.name}</span>
            </button>
          ))}
        </div>
        <fieldset className="allergen-mode">
          <legend>{t('allergens.mode')}</legend>
          {(['hide', 'mark'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name={modeName} value={mode} checked={choice.mode === mode} onChange={() => setMode(mode)} />
              {t(mode === 'hide' ? 'allergens.mode.hide' : 'allergens.mode.mark')}
            </label>
          ))}
        </fieldset>
        <p className="allergen-source">{t('allergens.source')}</p>
        {/* The page behind is out of reach while the popup is open: its count is said here too. */}
        <p className="allergen-summary" role="status">
          {summary}
        </p>
        <div className="allergen-actions">
          <button type="button" className="button-secondary" onClick={() => setAvoid({ ...choice, allergenIds: [] })}>
            {t('allergens.clear')}
          </button>
          <button type="button" className="button-primary" onClick={onClose}>
            {t('allergens.done')}
          </button>
        </div>
      </section>
    </Dialog>
  )
}
