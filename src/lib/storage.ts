/** localStorage that never throws: storage can be blocked (private modes, sandboxed frames). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Not stored: the choice lasts for this visit only.
  }
}
