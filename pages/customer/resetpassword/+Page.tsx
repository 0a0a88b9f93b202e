import { ForgotPasswordScreen } from '../../../components/auth/ForgotPasswordScreen'

export default function Page() {
  return <ForgotPasswordScreen />
}
