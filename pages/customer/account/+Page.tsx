import { AccountInfo } from '../../../components/account/AccountInfo'

/** My info (SPEC §2 account area). */
export default function Page() {
  return <AccountInfo />
}
