/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import type { AnyCall } from '../../src/contract/call'
import { startTestShop } from './harness'

const shop = await startTestShop()

const modules = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', {
  eager: true,
})
const calls = Object.values(modules)
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is AnyCall => {
    if (!value || typeof value !== 'object') return false
    return 'path' in value && 'request' in value && 'response' in value
  })

describe('the contract', () => {
  it('holds the calls of every resource', () => {
    expect(calls.length).toBeGreaterThanOrEqual(45)
  })

  it.each(calls.map((call) => [call.path, call] as const))('%s is served', (_path, call) => {
    expect(shop.app.hasRoute({ method: 'POST', url: call.path })).toBe(true)
  })

  it('has one call per path', () => {
    const paths = calls.map((call) => call.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
