import { useEffect, useState } from 'react'
import { useI18n } from './i18n'

const SENTENCES = ['app.loading.drinks', 'app.loading.menu', 'app.loading.experience'] as const
// SPEC §9: the sentence advances every 1.5 s and stops on the last one.
export const SENTENCE_INTERVAL_MS = 1500

/** Spinner with a sentence that advances through three messages while data loads. */
export function LoadingScreen() {
  const { t } = useI18n()
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (index >= SENTENCES.length - 1) return
    const timer = setTimeout(() => setIndex(index + 1), SENTENCE_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [index])
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="loading-sentence">{t(SENTENCES[index] ?? SENTENCES[0])}</p>
    </div>
  )
}
