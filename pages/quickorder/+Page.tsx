import { usePageContext } from '../../components/ui/page-context'
import { QuickOrderScreen } from '../../components/quickorder/QuickOrderScreen'
import { quickOrderTableUid } from './table-uid'

export default function Page() {
  const pageContext = usePageContext()
  const checkout = pageContext.urlParsed.search.checkout
  return <QuickOrderScreen tableUid={quickOrderTableUid(pageContext)} paying={checkout === undefined ? false : checkout === 'table' ? 'table' : 'own'} />
}
