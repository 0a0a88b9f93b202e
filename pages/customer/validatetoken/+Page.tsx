import { ValidateTokenScreen } from '../../../components/auth/ValidateTokenScreen'

export default function Page() {
  return <ValidateTokenScreen />
}
