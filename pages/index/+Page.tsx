import { MenuScreen } from '../../components/menu/MenuScreen'

export default function Page() {
  return <MenuScreen />
}
