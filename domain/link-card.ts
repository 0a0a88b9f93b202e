// Linking a physical card to an account, or making an account of a new card (SPEC §2 card linking /
// initialization, §7 POST /linkcard, §8). The venue answers refusals with these exact texts.

export type LinkCardRefusal = 'notFound' | 'alreadyInitialized' | 'emailLinked'

const REFUSALS: Readonly<Record<string, LinkCardRefusal>> = {
  'Card not found, unable to initialize.': 'notFound',
  'This card has already been initialized': 'alreadyInitialized',
  'This email address is already linked to another account/card.': 'emailLinked',
}

/** Which known refusal a venue error message is (compared without surrounding spaces), or null. */
export function linkCardRefusal(message: unknown): LinkCardRefusal | null {
  if (typeof message !== 'string') return null
  return REFUSALS[message.trim()] ?? null
}

/** A card that is already initialised has an owner: the venue e-mails them to recover the account (SPEC §8). */
export function refusalSendsRecoveryMail(refusal: LinkCardRefusal | null): boolean {
  return refusal === 'alreadyInitialized'
}
