import { ProfileForm } from '../../../components/account/ProfileForm'

/** Edit my info (SPEC §2 account area). */
export default function Page() {
  return <ProfileForm />
}
