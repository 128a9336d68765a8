import { useEffect, useState } from 'react'
import type { TypingStep } from './typing-script'

/**
 * Types a script out: each text step is typed from empty, a character every `speed` ms, and a
 * number pauses. The script starts over (cleared) when it ends. Idle while `enabled` is false.
 * The caller keeps `steps` stable (memoised).
 */
export function useTypewriter(steps: readonly TypingStep[], speed: number, enabled: boolean) {
  const [text, setText] = useState('')

  useEffect(() => {
    const hasText = steps.some((step) => typeof step === 'string' && step !== '')
    if (!enabled || !hasText) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, ms))
      })

    async function play() {
      while (!cancelled) {
        setText('')
        for (const step of steps) {
          if (cancelled) return
          if (typeof step === 'number') {
            await sleep(step)
            continue
          }
          // Code points, so a character outside the basic plane is never cut in half.
          const characters = Array.from(step)
          setText('')
          for (let count = 1; count <= characters.length; count++) {
            if (cancelled) return
            setText(characters.slice(0, count).join(''))
            if (count < characters.length) await sleep(speed)
          }
        }
      }
    }
    void play()
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [steps, speed, enabled])

  return enabled ? text : ''
}
