import { useId } from 'react'
import { ConsumptionType } from '../../domain/consumption-type'
import type { VenueView } from '../../domain/venue-view'
import { Dialog } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'

export const DEFAULT_EAT_IN_IMAGE = '/images/eat-in.svg'
export const DEFAULT_TAKEAWAY_IMAGE = '/images/takeaway.svg'

type WhereToEatChoice = typeof ConsumptionType.EatIn | typeof ConsumptionType.Takeaway

type WhereToEatDialogProps = { open: boolean; venue: VenueView; onChoose(type: WhereToEatChoice): void }

// The chooser cannot be dismissed: the menu's prices depend on the answer (SPEC §2, code 3).
const mustChoose = () => {}

/** 'Where would you like to eat?': eat in (1) or takeaway (2), for a store with consumption type 3 (SPEC §2). */
export function WhereToEatDialog({ open, venue, onChoose }: WhereToEatDialogProps) {
  const { t } = useI18n()
  const titleId = useId()
  const { banner, eatIn, takeaway } = venue.whereToEat
  const choices = [
    { type: ConsumptionType.EatIn, label: t('whereToEat.eatIn'), image: eatIn ?? DEFAULT_EAT_IN_IMAGE },
    { type: ConsumptionType.Takeaway, label: t('whereToEat.takeaway'), image: takeaway ?? DEFAULT_TAKEAWAY_IMAGE },
  ] as const
  return (
    <Dialog open={open} onClose={mustChoose} labelledBy={titleId} variant="fullscreen" className="where-to-eat">
      {banner ? (
        <img className="where-to-eat-banner" src={banner} alt="" />
      ) : (
        venue.logoUrl && (
          <img
            className="where-to-eat-logo"
            src={venue.logoUrl}
            alt={t('header.logo', { name: venue.name })}
            width={96}
            height={96}
          />
        )
      )}
      <h2 id={titleId}>{t('whereToEat.title')}</h2>
      <ul className="where-to-eat-choices">
        {choices.map((choice) => (
          <li key={choice.type}>
            <button type="button" className="where-to-eat-choice" onClick={() => onChoose(choice.type)}>
              <img src={choice.image} alt="" width={300} height={200} />
              <span>{choice.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
