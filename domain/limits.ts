// What one diner, one client address, one account or one table may try, and how many venue calls one
// client may cause (decision 022). A diner is their signed visitor cookie: hundreds share a food
// court's address, so what counts them is the visitor, and the address only has a ceiling a crowded
// food court never reaches. The Worker counts them (server/limits/).

/** At most `limit` in any `windowSeconds`. */
export type AttemptRule = { limit: number; windowSeconds: number }

/** What one visitor may do, and what everyone behind one address may do together. */
export type ClientRule = { visitor: AttemptRule; address: AttemptRule }

const minutes = (count: number) => count * 60

export const LIMITS = {
  /** Login attempts on one account; a successful login clears them. */
  loginPerAccount: { limit: 5, windowSeconds: minutes(15) },
  /** Failed logins, whatever the account. */
  failedLogins: { visitor: { limit: 10, windowSeconds: minutes(15) }, address: { limit: 30, windowSeconds: minutes(15) } },
  /**
   * Password-reset mails to one e-mail at one venue: past them the answer is the same and nothing is
   * sent, so the route still says nothing of whether the address has an account (decision 073).
   */
  resetMailsPerEmail: { limit: 3, windowSeconds: minutes(60) },
  /** Password resets asked for, whatever the e-mails (one diner forgets one password, twice at most). */
  resetRequests: { visitor: { limit: 5, windowSeconds: minutes(60) }, address: { limit: 60, windowSeconds: minutes(60) } },
  /** E-mail availability checks (the register form asks once per e-mail typed). */
  emailChecks: { visitor: { limit: 30, windowSeconds: minutes(10) }, address: { limit: 150, windowSeconds: minutes(10) } },
  /**
   * Slots held at one venue from one address, at most one per visitor (a new hold replaces theirs),
   * for the venue's lock time: 200 diners behind one address booking within ten minutes hold at most
   * a few dozen at once, since an order placed gives its hold back. Within it, a share of each day's
   * places (domain/slot-holds.ts, decision 073).
   */
  heldSlots: { limit: 120, windowSeconds: minutes(15) },
  /** Pre-bookings (a diner trying slot after slot). */
  prebooks: { visitor: { limit: 30, windowSeconds: minutes(10) }, address: { limit: 600, windowSeconds: minutes(10) } },
  /** Quick orders (SPEC §2 Quick order): a table's rounds, never a burst from one phone. */
  quickOrders: { visitor: { limit: 2, windowSeconds: minutes(5) }, address: { limit: 60, windowSeconds: minutes(5) } },
  /**
   * Every phone of a table of twelve ordering at once, or a smaller table's rounds: orders that went to
   * the kitchen (paid on site; one paid online once the table learns it is paid), never one left unpaid.
   */
  quickOrdersPerTable: { limit: 12, windowSeconds: minutes(10) },
  /**
   * Quick orders to pay online, counted when placed, paid or not: a payment that failed and is tried
   * again, never a stream of orders left pending at the venue.
   */
  unpaidQuickOrders: { visitor: { limit: 2, windowSeconds: minutes(10) }, address: { limit: 30, windowSeconds: minutes(10) } },
  /** Order look-ups the venue answered with nothing (an order link guessed, not given). */
  unknownOrders: { visitor: { limit: 10, windowSeconds: minutes(10) }, address: { limit: 100, windowSeconds: minutes(10) } },
  /** Live order watches open at once (a family, a table, a food court's diners). */
  liveWatches: { visitor: { limit: 20, windowSeconds: minutes(120) }, address: { limit: 500, windowSeconds: minutes(120) } },
  /**
   * Phones asking to be told when an order is ready (decision 079): a diner's few orders of a day, a
   * food court's diners behind one address; each the venue checks once.
   */
  pushSubscriptions: { visitor: { limit: 10, windowSeconds: minutes(60) }, address: { limit: 300, windowSeconds: minutes(60) } },
  /** Calls to the venue's API made for one client (every public route's budget). */
  venueCalls: { visitor: { limit: 120, windowSeconds: 60 }, address: { limit: 600, windowSeconds: 60 } },
  /**
   * Days the booking calendar asks the venue about for one client, beyond those the edge keeps: four
   * changes of persons a minute on a cold edge; a busy food court shares the days it keeps.
   */
  calendarReads: { visitor: { limit: 120, windowSeconds: 60 }, address: { limit: 1200, windowSeconds: 60 } },
  /**
   * Platform image fetches that found nothing, for one client (decision 073): a menu's images are
   * found (and kept at the edge), so only names that do not exist spend it.
   */
  imageMisses: { visitor: { limit: 20, windowSeconds: 60 }, address: { limit: 200, windowSeconds: 60 } },
  /**
   * Webhooks refused from one client address (a bad signature, an unknown venue, a malformed or
   * replayed message): past them its webhooks are refused before anything is read (decision 073).
   */
  webhookRefusals: { limit: 30, windowSeconds: minutes(10) },
  /** Platform look-ups of hostnames never seen as a venue, from everyone. */
  unknownHostLookups: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, AttemptRule | ClientRule>


/** Whom a count is about, for the diner's message: their device, their network, their table, an account. */
export type LimitScope = 'visitor' | 'address' | 'table' | 'account'

/** Which limit was reached: the diner is told what, about whom and until when. */
export type LimitKind = 'attempts' | 'holds' | 'prebooks' | 'quickOrders' | 'unknownOrders' | 'liveWatches' | 'requests'
