import { Component, type ReactNode } from 'react'
import { isChunkLoadError, reloadIfChunkGone } from '../../client/chunk-reload'
import { forgetFailedLoads } from './remembered'

type Props = { fallback: (retry: () => void) => ReactNode; children: ReactNode }

/** Catches a failed load below it and offers a retry instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    // A popup or page part whose code is gone (a new deploy) comes back with a reload.
    if (isChunkLoadError(error)) void reloadIfChunkGone(error)
    else console.error(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }

  // What failed below is loaded again.
  private retry = () => {
    forgetFailedLoads()
    this.setState({ failed: false })
  }
}
