import type { Locale } from '../domain/locale'
import de from './de.json'
import en from './en.json'
import fr from './fr.json'
import nl from './nl.json'

export type Messages = Record<string, string>

const catalogue: Record<Locale, Messages> = { en, fr, nl, de }

/**
 * The messages of one locale. Server-only: the page receives just its own locale's messages through
 * the page context, so the browser never downloads the other three catalogues.
 */
export function messagesFor(locale: Locale): Messages {
  return catalogue[locale]
}
