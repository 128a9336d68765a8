import { describe, expect, it, vi } from 'vitest'
import type * as compiling from '../../src/i18n/compile-message'
import { compileMessage } from '../../src/i18n/compile-message'
import { shopIntl } from '../../src/i18n/intl'

vi.mock('../../src/i18n/compile-message', async (importOriginal) => {
  const original = await importOriginal<typeof compiling>()
  return { ...original, compileMessage: vi.fn(original.compileMessage) }
})

describe("a language's messages", () => {
  it('are compiled one by one, the first time each is shown', () => {
    const ar = shopIntl('ar')
    expect(compileMessage).not.toHaveBeenCalled()

    expect(ar.t('layout.footerMenu')).toBe('قائمة التذييل')
    expect(compileMessage).toHaveBeenCalledTimes(1)
    expect(ar.t('layout.footerMenu')).toBe('قائمة التذييل')
    expect(compileMessage).toHaveBeenCalledTimes(1)

    expect(ar.relativeTime(Date.now())).toBe(ar.t('time.moment'))
    expect(compileMessage).toHaveBeenCalledTimes(2)
  })
})
