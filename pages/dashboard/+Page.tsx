import { Dashboard } from '../../components/account/Dashboard'

/** The landing page of a logged-in customer (SPEC §2). */
export default function Page() {
  return <Dashboard />
}
