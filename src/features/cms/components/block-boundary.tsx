import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RetryNotice } from '../../../components/retry-notice'

interface BlockBoundaryProps {
  /** Which block, for the log. */
  blockId: string
  children: ReactNode
  /** Told when the block has failed (its retry note shows in its place). */
  onFailed?: () => void
  /** Called as the visitor retries, before the block renders again. */
  onRetry?: () => void
}

/** Keeps a block's failure inside the block: the quiet retry note shows, the page keeps working. */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Block ${this.props.blockId} failed to render`, error, info.componentStack)
    this.props.onFailed?.()
  }

  override render() {
    if (this.state.failed) {
      return (
        <RetryNotice
          onRetry={() => {
            this.props.onRetry?.()
            this.setState({ failed: false })
          }}
        />
      )
    }
    return this.props.children
  }
}
