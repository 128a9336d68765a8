import { describe, expect, it } from 'vitest'
import { recordChanges } from '../../src/features/back-office/audit/lib/record-changes'

describe('what an audited change changed', () => {
  it('names each field whose value differs, at its path', () => {
    const before = { pricing: { price: 3_300_000, discount: 0 }, texts: { FA: { title: 'اتو' } } }
    const after = {
      pricing: { price: 3_100_000, discount: 0 },
      texts: { FA: { title: 'اتو بخار' } },
    }
    expect(recordChanges(JSON.stringify(before), JSON.stringify(after))).toEqual([
      { field: 'pricing.price', before: '3300000', after: '3100000' },
      { field: 'texts.FA.title', before: '"اتو"', after: '"اتو بخار"' },
    ])
  })

  it('names fields added and removed, and items of lists by their place', () => {
    expect(
      recordChanges(
        JSON.stringify({ status: 'confirmed', blocks: ['a', 'b'] }),
        JSON.stringify({ status: 'shipped', tracking: { number: 'RR1' }, blocks: ['a'] }),
      ),
    ).toEqual([
      { field: 'status', before: '"confirmed"', after: '"shipped"' },
      { field: 'blocks[1]', before: '"b"', after: undefined },
      { field: 'tracking.number', before: undefined, after: '"RR1"' },
    ])
  })

  it('lists every field of a record made, and none of a change that changed nothing', () => {
    expect(recordChanges('null', JSON.stringify({ note: 'Call first.' }))).toEqual([
      { field: 'note', before: undefined, after: '"Call first."' },
    ])
    expect(recordChanges('{"a":[1,{"b":2}]}', '{"a":[1,{"b":2}]}')).toEqual([])
  })
})
