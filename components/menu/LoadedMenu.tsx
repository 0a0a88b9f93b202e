import { usePageContext } from '../ui/page-context'
import { useAsync } from 'react-streaming'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'
import { MenuContent } from './MenuContent'
import { useNewestMenu } from './use-newest-menu'

/**
 * A menu that was not in the page's data: on the server the Worker's load, streamed in when it
 * arrives; in the browser the same bundle from /api (hydration reuses the streamed one).
 */
export default function LoadedMenu({ posId, query, onSearch }: { posId: number; query: string; onSearch: (query: string) => void }) {
  const { locale } = useI18n()
  const { loadMenu } = usePageContext()
  const loaded = useAsync(['menu', posId, locale], () => (loadMenu ? loadMenu(posId) : apiGet('/menu/:posId', { param: { posId } }, locale)))
  return <MenuContent menu={useNewestMenu(posId, loaded) ?? loaded} query={query} onSearch={onSearch} />
}
