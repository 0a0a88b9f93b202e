import { usePageContext } from '../../components/ui/page-context'
import { QuickOrderScreen } from '../../components/quickorder/QuickOrderScreen'

/** Ordering from the table: /quickorder/{uid}, or ?tableuid= as some QR codes carry it (SPEC §2). */
export default function Page() {
  const { routeParams, urlParsed } = usePageContext()
  const tableUid = routeParams?.table || urlParsed.search.tableuid || null
  return <QuickOrderScreen tableUid={tableUid} paying={urlParsed.search.checkout !== undefined} />
}
