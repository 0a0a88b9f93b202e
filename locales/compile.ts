import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Messages } from './intl'

/**
 * A catalogue's texts as the pages use them: plain texts as strings, ICU messages (plurals, arguments)
 * as their parsed form. Done when the Worker is built (vite-plugins/compiled-messages.ts), so the
 * Worker carries neither the ICU parser nor the work of parsing at run time.
 */
export function compileCatalogue(catalogue: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compile(text)]))
}

// Most texts are plain: they travel as strings, and only ICU messages as their (larger) syntax tree.
function compile(text: string): Messages[string] {
  const ast = parse(text)
  const [only] = ast
  return ast.length === 1 && only && only.type === TYPE.literal ? only.value : ast
}
