import { useState } from 'react'
import { preloadedAnswer, type ApiAnswer, type ApiInput, type ApiPath } from '../../stores/api-client'
import { usePageData } from './page-data'

/**
 * The answer the page arrived with for one of the reads its +data hook made (pages/page-data.ts), read
 * once when the screen mounts; undefined when the page came without it, or when there is nothing to read.
 */
export function usePreloadedAnswer<P extends ApiPath<'$get'>>(path: P, input: ApiInput<P, '$get'> | null): ApiAnswer<P> | undefined {
  const answers = usePageData()?.answers
  const [answer] = useState(() => (input === null ? undefined : preloadedAnswer(answers, path, input)))
  return answer
}
