import { installUpdate, useUpdateWaiting } from '../lib/service-worker'

/** Offers a new version of the shop; it never reloads by itself. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting()
  if (!waiting) return null
  return (
    <div role="status" className="update-prompt">
      <span>A new version of the shop is ready.</span>
      <button type="button" onClick={() => void installUpdate()}>
        Update
      </button>
    </div>
  )
}
