import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { savedDataVersion } from '../../scripts/saved-data-version'

let root = ''

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'saved-data-version-'))
  write('package.json', JSON.stringify({ version: '1.2.3' }))
  write('src/contract/catalogue.ts', 'export const a = 1')
  write('src/features/catalogue/api/product-calls.ts', "export const key = ['catalogue']")
  write('src/features/shell/lib/readable-pages.ts', "export const key = ['shell']")
  write('src/lib/outbox/outbox-queue.ts', 'export interface OutboxVariables { lang: string }')
  write('src/components/price-tag.tsx', 'export const PriceTag = () => null')
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('the version of the saved data', () => {
  it('names the package version and is the same for the same sources', () => {
    expect(savedDataVersion(root)).toMatch(/^1\.2\.3-[0-9a-f]{12}$/)
    expect(savedDataVersion(root)).toBe(savedDataVersion(root))
  })

  it.each([
    ['an answer of the contract', 'src/contract/catalogue.ts'],
    ['a query key of a feature', 'src/features/catalogue/api/product-calls.ts'],
    ['a new feature read', 'src/features/blog/api/blog-calls.ts'],
    ['the key a shared read starts with', 'src/api/shared-query-keys.ts'],
    ["the outbox's variables", 'src/lib/outbox/outbox-queue.ts'],
    ["the outbox's selection", 'src/lib/outbox/use-outbox-entries.ts'],
    ['the language rules of the keys', 'src/contract/language-rules.ts'],
    ['what the saved cache keeps', 'src/lib/saved-query-cache.ts'],
    ["the readable pages' key", 'src/features/shell/lib/readable-pages.ts'],
    ['how readable pages are noted', 'src/features/shell/lib/remember-readable-pages.ts'],
    ['the locales of the keys', 'src/i18n/locales.ts'],
  ])('changes with %s', (_what, path) => {
    const before = savedDataVersion(root)
    write(path, 'export const changed = true')
    expect(savedDataVersion(root)).not.toBe(before)
  })

  it('stays the same when only code that saves nothing changes', () => {
    const before = savedDataVersion(root)
    write('src/components/price-tag.tsx', 'export const PriceTag = () => 1')
    write('src/features/catalogue/components/listing.tsx', 'export const Listing = () => null')
    expect(savedDataVersion(root)).toBe(before)
  })
})
