import { describe, expect, it } from 'vitest'
import { contractCalls } from '../contract-calls'
import { startTestShop } from './harness'

const shop = await startTestShop()

describe('the contract', () => {
  it('holds the calls of every resource', () => {
    expect(contractCalls.length).toBeGreaterThanOrEqual(45)
  })

  it.each(contractCalls.map((call) => [call.path, call] as const))(
    '%s is served',
    (_path, call) => {
      expect(shop.app.hasRoute({ method: 'POST', url: call.path })).toBe(true)
    },
  )

  it('has one call per path', () => {
    const paths = contractCalls.map((call) => call.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
