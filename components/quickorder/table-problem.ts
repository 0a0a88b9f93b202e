import { SOCKET_REPLACED, SOCKET_TABLE_FULL, SOCKET_TABLE_NOT_FOUND, TABLE_ITEMS_MAX, TABLE_NOT_FOUND, TABLE_PHONES } from '../../domain/table-cart'
import type { Translate } from '../../locales/intl'
import { failureOf } from '../../stores/api-failure'

// Why the phone's lines are not the table's, or a change of the table was not taken, as the page says
// it. The Worker names each by a code (server/routes/table-api.ts, a socket's close code); the words are
// the page's, in its language.

export type TableProblem = 'elsewhere' | 'table-full' | 'table-not-found' | 'line-refused' | 'too-fast' | 'too-many-items'

/** What a socket that stays closed was told: another tab of this phone took the table over, or the table did not take the phone. */
export function problemOfClose(code: number): TableProblem | null {
  if (code === SOCKET_REPLACED) return 'elsewhere'
  if (code === SOCKET_TABLE_FULL) return 'table-full'
  if (code === SOCKET_TABLE_NOT_FOUND) return 'table-not-found'
  return null
}

/** What a refused change of the table (sending, a name) names by its code; null for any other failure. */
export const problemOfCall = (error: unknown): TableProblem | null => (failureOf(error).message === TABLE_NOT_FOUND ? 'table-not-found' : null)

/** The sentence that says it. */
export function tableProblemText(t: Translate, problem: TableProblem): string {
  switch (problem) {
    case 'elsewhere':
      return t('quickorder.shared.elsewhere')
    case 'table-full':
      return t('quickorder.shared.fullProblem', { count: TABLE_PHONES })
    case 'table-not-found':
      return t('quickorder.shared.notFoundProblem')
    case 'line-refused':
      return t('quickorder.shared.lineRefused')
    case 'too-fast':
      return t('quickorder.shared.tooFast')
    case 'too-many-items':
      return t('quickorder.shared.tableFull', { count: TABLE_ITEMS_MAX })
  }
}

/** What a change of the table that did not go says: its problem, else that it did not work. */
export const changeFailedText = (t: Translate, problem: TableProblem | null): string =>
  problem ? tableProblemText(t, problem) : t('quickorder.shared.failed')
