/**
 * Timings of the hero slider's typed texts. A step is text to type or, as a number, a pause in ms.
 */
export type TypingStep = string | number

export const defaultTypingSpeed = 40

/** Title: a short pause, typed, then held for a very long time before it starts over. */
export const titleTyping = { pause: 500, hold: 6_500_000, speed: defaultTypingSpeed }
/** Subtitle: typed a little later and slower than the title. */
export const subtitleTyping = { pause: 700, hold: 600_000, speed: 50 }

export function heldText(text: string, timing: { pause: number; hold: number }): TypingStep[] {
  return text ? [timing.pause, text, timing.hold] : []
}

/** The rotating lines as they are shown without animation: only the texts. */
export function linesOf(steps: readonly TypingStep[]): string[] {
  return steps.filter((step): step is string => typeof step === 'string' && step.trim() !== '')
}
