import { LinkCardScreen } from '../../../components/account/LinkCardScreen'

/** Card linking, or a new card made an account (SPEC §2; open to visitors). */
export default function Page() {
  return <LinkCardScreen />
}
