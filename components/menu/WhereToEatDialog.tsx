import { useId, useState } from 'react'
import { ConsumptionType } from '../../domain/consumption-type'
import type { VenueView } from '../../domain/venue-view'
import { Dialog } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'

export const DEFAULT_EAT_IN_IMAGE = '/images/eat-in.svg'
export const DEFAULT_TAKEAWAY_IMAGE = '/images/takeaway.svg'

type WhereToEatChoice = typeof ConsumptionType.EatIn | typeof ConsumptionType.Takeaway

type WhereToEatDialogProps = { venue: VenueView; onChoose(type: WhereToEatChoice): void }

// Put off, the choice is not asked again on the menu in this tab, whose every page is a load of its
// own (decision 018): the schedule asks for the type instead.
const LATER_KEY = 'where-to-eat-later'

function putOffBefore(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1'
  } catch {
    return false
  }
}

function keepPutOff() {
  try {
    sessionStorage.setItem(LATER_KEY, '1')
  } catch {
    // Storage refused: put off on this page only.
  }
}

/**
 * 'Where would you like to eat?': eat in (1) or takeaway (2), for a store with consumption type 3
 * (SPEC §2), until the diner chooses or puts it off. It takes the whole screen, under a bar naming the
 * venue (its logo and name, which the page's header would) with the way back to the menu: closed so
 * (that button, Escape), the menu does not ask again in this tab, and the schedule asks for the type.
 */
export function WhereToEatDialog({ venue, onChoose }: WhereToEatDialogProps) {
  const { t } = useI18n()
  const titleId = useId()
  const [later, setLater] = useState(putOffBefore)
  const onLater = () => {
    setLater(true)
    keepPutOff()
  }
  const { banner, eatIn, takeaway } = venue.whereToEat
  const choices = [
    { type: ConsumptionType.EatIn, label: t('whereToEat.eatIn'), image: eatIn ?? DEFAULT_EAT_IN_IMAGE },
    { type: ConsumptionType.Takeaway, label: t('whereToEat.takeaway'), image: takeaway ?? DEFAULT_TAKEAWAY_IMAGE },
  ] as const
  return (
    <Dialog open={!later} onClose={onLater} labelledBy={titleId} variant="fullscreen" className="where-to-eat">
      <div className="where-to-eat-venue">
        {venue.logoUrl && <img className="where-to-eat-venue-logo" src={venue.logoUrl} alt="" width={40} height={40} />}
        <p className="where-to-eat-venue-name">{venue.name}</p>
        <button type="button" className="where-to-eat-later" onClick={onLater}>
          {t('whereToEat.later')}
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="where-to-eat-body">
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
          {choices.map((choice, index) => (
            <li key={choice.type}>
              {/* Focus starts on the first choice, not on the way out above it. */}
              <button type="button" className="where-to-eat-choice" data-autofocus={index === 0 ? '' : undefined} onClick={() => onChoose(choice.type)}>
                <img src={choice.image} alt="" width={300} height={200} />
                <span>{choice.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
