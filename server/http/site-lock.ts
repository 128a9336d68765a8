import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppConfig } from '../config'

/** Header a visitor who unlocked the site sends with every call. */
export const lockPassHeader = 'x-site-pass'

function secret(config: AppConfig): string {
  return config.siteLockSecret ?? `site-lock:${config.siteLockKey ?? ''}`
}

/**
 * The pass the unlock call hands out; stateless, so every instance accepts it. It is bound to
 * the key it was given for: a new key locks out everyone who unlocked with the old one, even
 * when SITE_LOCK_SECRET stays the same.
 */
export function issueLockPass(config: AppConfig): string {
  return createHmac('sha256', secret(config))
    .update(`unlocked:${config.siteLockKey ?? ''}`)
    .digest('base64url')
}

export function isLocked(config: AppConfig): boolean {
  return config.siteLockKey !== undefined
}

export function hasValidLockPass(config: AppConfig, pass: string | string[] | undefined): boolean {
  if (typeof pass !== 'string') return false
  const expected = Buffer.from(issueLockPass(config))
  const given = Buffer.from(pass)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function keyMatches(config: AppConfig, key: string): boolean {
  const expected = Buffer.from(config.siteLockKey ?? '')
  const given = Buffer.from(key)
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
}
