/**
 * A one-way switch that rendering can wait on with React's `use`: closed until `open()`. A part
 * that waits on it while the page hydrates keeps the server's HTML until it opens.
 */
export interface Gate {
  readonly isOpen: boolean
  /** Settles when the gate opens. */
  readonly opened: Promise<void>
  open: () => void
}

export function createGate(): Gate {
  let settle!: () => void
  const opened = new Promise<void>((resolve) => (settle = resolve))
  const gate = {
    isOpen: false,
    opened,
    open: () => {
      gate.isOpen = true
      settle()
    },
  }
  return gate
}
