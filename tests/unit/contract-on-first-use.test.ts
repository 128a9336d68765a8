import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { onFirstUse } from '../../src/contract/on-first-use'

describe('a schema made on first use', () => {
  it('is made once, when first used, and parses as the schema it stands for', () => {
    let made = 0
    const item = onFirstUse(() => {
      made++
      return z.object({ id: z.int(), title: z.string() })
    })
    expect(made).toBe(0)
    expect(item.parse({ id: 1, title: 'Iron' })).toEqual({ id: 1, title: 'Iron' })
    expect(item.safeParse({ id: 'x' }).success).toBe(false)
    expect(made).toBe(1)
  })

  it('nests, extends and spreads like the schema itself', () => {
    const base = onFirstUse(() => z.object({ id: z.int() }))
    const fields = onFirstUse(() => ({ title: z.string() }))
    const extended = onFirstUse(() => z.extend(base, { ...fields }))
    const list = onFirstUse(() => z.array(extended))
    expect(list.parse([{ id: 2, title: 'Dryer', extra: true }])).toEqual([
      { id: 2, title: 'Dryer' },
    ])
    expect(() => list.parse([{ id: 2 }])).toThrow()
  })
})
