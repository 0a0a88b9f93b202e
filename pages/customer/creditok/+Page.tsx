import { TopUpResult } from '../../../components/account/TopUpResult'

/** The return from a top-up payment (SPEC §2 credit ok). */
export default function Page() {
  return <TopUpResult />
}
