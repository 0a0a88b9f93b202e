import { ChangePasswordScreen } from '../../../components/auth/ChangePasswordScreen'

export default function Page() {
  return <ChangePasswordScreen />
}
