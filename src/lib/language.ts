import { languageSchema, type Language } from '../contract/common'

const storageKey = 'lang'

/** The visitor's chosen language, English until they pick another. */
export function currentLanguage(): Language {
  const stored = languageSchema.safeParse(readStored())
  return stored.success ? stored.data : 'EN'
}

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    // Storage can be blocked (private modes, sandboxed frames).
    return null
  }
}
