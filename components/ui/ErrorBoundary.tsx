import { Component, type ReactNode } from 'react'

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode }

/** Catches a failed load below it and offers a retry instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}
