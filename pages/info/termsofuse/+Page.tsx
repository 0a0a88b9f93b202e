import { InfoPage } from '../../../components/layout/InfoPage'

export default function Page() {
  return <InfoPage kind="terms" />
}
