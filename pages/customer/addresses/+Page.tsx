import { AddressesScreen } from '../../../components/account/AddressesScreen'

/** My addresses (SPEC §2 account area). */
export default function Page() {
  return <AddressesScreen />
}
