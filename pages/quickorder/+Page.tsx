import { usePageContext } from '../../components/ui/page-context'
import { QuickOrderScreen } from '../../components/quickorder/QuickOrderScreen'
import { quickOrderTableUid } from './table-uid'

export default function Page() {
  const pageContext = usePageContext()
  return <QuickOrderScreen tableUid={quickOrderTableUid(pageContext)} paying={pageContext.urlParsed.search.checkout !== undefined} />
}
