import { DebugPanel } from '../../components/debug/DebugPanel'

export default function Page() {
  return <DebugPanel />
}
