import { LOCALES, type Locale } from './locale'
import { itemsView, type ItemsView } from './menu'
import { toCents, type Cents } from './money'
import type { ChildPos, Entity, Journal, Pos, Store } from './schemas/platform'
import { allowedConsumptionTypes, offersChoiceOfEatInOrTakeaway, type OrderConsumptionType } from './consumption-type'
import { quickOrderMode, type QuickOrderModes } from './contact-form'
import { localized } from './localized'
import type { StandView } from './stand'
import { DEFAULT_TIME_ZONE } from './venue-time'
import type { ZoneOffsets } from './zone-offsets'
import { backgroundPath, deliveryCities, logoPath, MediaType, storeMedia, themeClass, venueName, visibleChildren, websiteHref } from './venue'
import { offersOnlinePayment, paymentFlags } from './payment-choices'

type PointOfSaleRecords<P extends Pos = Pos> = { pos: P; journal: Journal; store: Store; entity: Entity }
type VenueRecords = PointOfSaleRecords & { children: PointOfSaleRecords<ChildPos>[] }

/** What the pages need to know of the venue, in the page's language; nothing server-only. */
export type VenueView = {
  posId: number
  active: boolean
  name: string
  themeClass: string
  logoUrl: string | null
  backgroundUrl: string | null
  address: { line1: string | null; line2: string | null; zipCode: string | null; city: string | null }
  vatNumber: string | null
  email: string | null
  website: string | null
  websiteHref: string | null
  itemsView: ItemsView
  /** Languages the venue offers in its chooser (all four when it names none). */
  languages: Locale[]
  stands: StandView[]
  /** Eat-in, takeaway and delivery as the venue allows them (SPEC §4 availability codes). */
  consumptionTypes: OrderConsumptionType[]
  /** The store lets the customer choose between eat-in and takeaway first (SPEC §2, code 3). */
  asksEatInOrTakeaway: boolean
  minimumOrderCents: Cents | null
  /** Pictures of the 'where to eat' screen (media 10, 11, 12); null where the default is used. */
  whereToEat: { banner: string | null; eatIn: string | null; takeaway: string | null }
  ordering: OrderingSettings
}

/** The venue settings the schedule, checkout and quick order follow (SPEC §3 POS). */
export type OrderingSettings = {
  allowOrder: boolean
  allowOrderWithoutAccount: boolean
  /** "HH:mm" bounds of allow_order_from/_to, read with isOrderingOpen in the venue's time zone. */
  orderFrom: string | null
  orderTo: string | null
  timeZone: string
  /** The zone's offsets around the page's day, found by the server: the browser's wall clocks without Intl (zone-offsets.ts). */
  zoneOffsets: ZoneOffsets | null
  asksGuests: boolean
  onlyToday: boolean
  /** How customers log in: 1 by e-mail, 2 by customer ID (LoginType in account-forms). */
  loginType: number
  /** Visitors may create an account here (SPEC §6 allow_create_account). */
  allowCreateAccount: boolean
  /** allow_credit: the venue keeps a prepaid balance for its customers (SPEC §2 sidebar, §6). */
  allowCredit: boolean
  /** At least one of the two online payment providers is on (allow_card_payment, allow_wallet_payment). */
  onlinePayment: boolean
  /** allow_refund: a customer may ask the balance back. */
  allowRefund: boolean
}

/** What only the checkout and quick-order pages need; they receive it through their +data hook. */
export type CheckoutSettings = {
  deliveryCities: { zipCode: string; name: string; minimumCents: Cents | null }[]
  /** checkout_payment_message in the page's language, if any. */
  paymentMessage: string | null
  quickOrder: { tableMode: number; modes: QuickOrderModes }
}

// SPEC §7: the static logo of a POS lives at /POS/{id}/logo.svg; without logo media there is none to show.
const logoUrl = ({ pos, store }: PointOfSaleRecords) => (logoPath(store) ? `/POS/${pos.id}/logo.svg` : null)

export function venueView(venue: VenueRecords, locale: Locale, zoneOffsets: ZoneOffsets | null = null): VenueView {
  const { pos, store, entity } = venue
  const flags: Record<Locale, boolean> = {
    en: store.picker_interface_english,
    fr: store.picker_interface_french,
    nl: store.picker_interface_dutch,
    de: store.picker_interface_german,
  }
  const offered = LOCALES.filter((code) => flags[code])
  const stands = visibleChildren(venue.children.map((child) => child.pos)).flatMap((child) => {
    const records = venue.children.find((candidate) => candidate.pos.id === child.id)
    if (!records) return []
    return [
      {
        posId: child.id,
        title: child.customer_webapp_title || child.title,
        logoUrl: logoUrl(records),
        minimumOrderCents: child.minimum_order_amount == null ? null : toCents(child.minimum_order_amount),
      },
    ]
  })
  return {
    posId: pos.id,
    active: pos.active,
    name: venueName(store, locale),
    themeClass: themeClass(entity),
    logoUrl: logoUrl(venue),
    backgroundUrl: backgroundPath(store),
    address: { line1: store.address_line1, line2: store.address_line2, zipCode: store.zip_code, city: store.city },
    vatNumber: entity.vat_number,
    email: entity.email,
    website: entity.website,
    websiteHref: websiteHref(entity.website),
    itemsView: itemsView(pos),
    languages: offered.length > 0 ? offered : [...LOCALES],
    stands,
    consumptionTypes: allowedConsumptionTypes(pos.consumption_type ?? store.consumption_type),
    asksEatInOrTakeaway: offersChoiceOfEatInOrTakeaway(store.consumption_type),
    minimumOrderCents: pos.minimum_order_amount == null ? null : toCents(pos.minimum_order_amount),
    whereToEat: {
      banner: storeMedia(store, MediaType.WhereToEatBanner),
      eatIn: storeMedia(store, MediaType.EatIn),
      takeaway: storeMedia(store, MediaType.Takeaway),
    },
    ordering: orderingSettings(pos, zoneOffsets),
  }
}

function orderingSettings(pos: Pos, zoneOffsets: ZoneOffsets | null): OrderingSettings {
  return {
    allowOrder: pos.allow_order,
    allowOrderWithoutAccount: pos.allow_order_without_account,
    orderFrom: pos.allow_order_from,
    orderTo: pos.allow_order_to,
    timeZone: DEFAULT_TIME_ZONE,
    zoneOffsets,
    asksGuests: pos.order_guests,
    onlyToday: pos.order_date_onlytoday,
    loginType: pos.login_type,
    allowCreateAccount: pos.allow_create_account,
    allowCredit: pos.allow_credit,
    onlinePayment: offersOnlinePayment(paymentFlags(pos)),
    allowRefund: pos.allow_refund,
  }
}

export function checkoutSettings(pos: Pos, locale: Locale): CheckoutSettings {
  return {
    deliveryCities: deliveryCities(pos).map((city) => ({
      zipCode: city.zip_code,
      name: localized(city, 'city', locale) ?? city.city,
      minimumCents: city.minimum_order_amount == null ? null : toCents(city.minimum_order_amount),
    })),
    paymentMessage: localized(pos, 'checkout_payment_message', locale),
    quickOrder: {
      tableMode: pos.quickorder_table_mode,
      modes: {
        name: quickOrderMode(pos.quickorder_name_mode),
        email: quickOrderMode(pos.quickorder_email_mode),
        comment: quickOrderMode(pos.quickorder_comment_mode),
        phone: quickOrderMode(pos.quickorder_phone_mode),
      },
    },
  }
}

/** What the hidden debug panel shows of the venue (SPEC §2): the API base, point of sale and store. */
export type DebugView = {
  apiBase: string
  pos: { id: number; title: string; journalId: number; consumptionType: number; loginType: number }
  store: { id: number; name: string | null; address: string }
  children: { id: number; title: string; active: boolean }[]
}

export function debugView(venue: VenueRecords): DebugView {
  const { pos, store } = venue
  return {
    apiBase: `${pos.base_url.replace(/\/+$/, '')}/api`,
    pos: { id: pos.id, title: pos.title, journalId: pos.journal_id, consumptionType: pos.consumption_type, loginType: pos.login_type },
    store: { id: store.id, name: store.name_en ?? store.name_fr, address: `${store.address_line1}, ${store.zip_code} ${store.city}` },
    children: venue.children.map((child) => ({ id: child.pos.id, title: child.pos.title, active: child.pos.customer_webapp_active })),
  }
}
