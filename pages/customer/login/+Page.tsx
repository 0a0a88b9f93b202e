import { LoginScreen } from '../../../components/auth/LoginScreen'

export default function Page() {
  return <LoginScreen />
}
