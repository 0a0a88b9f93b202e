import { DocumentList } from '../../../components/account/DocumentList'

/** My invoices (SPEC §2 account area). */
export default function Page() {
  return <DocumentList type="invoices" />
}
