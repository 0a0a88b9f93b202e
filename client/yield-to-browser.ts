type WithScheduler = { scheduler?: { yield?: () => Promise<void> } }

/**
 * Ends the current task and resumes in a new one, so the browser can paint and take taps in between
 * (a phone counts every task over 50 ms as blocking). `scheduler.yield()` resumes ahead of other
 * queued tasks; elsewhere a timer does.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume))
}
