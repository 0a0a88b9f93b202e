import { RefundScreen } from '../../../components/account/RefundScreen'

/** Refund request (SPEC §2 account area). */
export default function Page() {
  return <RefundScreen />
}
