// What is said of an error (its message in the log, the tracker's event) may quote what a diner sent or
// a venue answered. Before it leaves the Worker, anything that could be personal or a secret is blanked.

const EMAIL = /[^\s@/:;,"'<>()[\]]+@[^\s@/:;,"'<>()[\]]+\.[A-Za-z]{2,}/g
// 12 to 19 digits, in groups or not: a card number (a line and column of a stack are far shorter).
const CARD = /\d(?:[ -]?\d){11,18}/g
// A run of 16 or more letters and digits mixing both: a token, a uid, a reset code, a key.
const RUN = /[A-Za-z0-9_~+=-]{16,}/g
const SECRET_LIKE = (run: string) => /\d/.test(run) && /[A-Za-z]/.test(run)

/** The text without e-mails, card numbers, tokens or uids. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(CARD, '[number]')
    .replace(RUN, (run) => (SECRET_LIKE(run) ? '[redacted]' : run))
}

/**
 * An error's stack with its message scrubbed. The frames below it name our own code (functions,
 * files, lines), never data, and stay as they are, so the stack still leads to the line.
 */
export function scrubbedStack(error: Error): string | null {
  if (!error.stack) return null
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
  return [`${error.name}: ${scrub(error.message)}`, ...frames].join('\n')
}
