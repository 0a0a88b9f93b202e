import { ScheduleScreen } from '../../components/schedule/ScheduleScreen'

export default function Page() {
  return <ScheduleScreen />
}
