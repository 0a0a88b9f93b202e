import { DocumentList } from '../../../components/account/DocumentList'

/** My tickets (SPEC §2 account area). */
export default function Page() {
  return <DocumentList type="tickets" />
}
