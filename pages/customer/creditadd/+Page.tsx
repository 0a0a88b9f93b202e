import { TopUpForm } from '../../../components/account/TopUpForm'

/** Credit top-up (SPEC §2 account area). */
export default function Page() {
  return <TopUpForm />
}
