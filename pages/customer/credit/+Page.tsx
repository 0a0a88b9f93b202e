import { CreditScreen } from '../../../components/account/CreditScreen'

/** My balance with its history (SPEC §2 account area). */
export default function Page() {
  return <CreditScreen />
}
