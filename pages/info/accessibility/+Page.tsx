import { AccessibilityStatement } from '../../../components/info/AccessibilityStatement'

export default function Page() {
  return <AccessibilityStatement />
}
