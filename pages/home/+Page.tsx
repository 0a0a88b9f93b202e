import { HomeScreen } from '../../components/home/HomeScreen'

/** The venue's home (SPEC §2 /home): where a customer lands after logout when the venue takes no orders. */
export default function Page() {
  return <HomeScreen />
}
