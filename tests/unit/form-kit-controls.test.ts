import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every TypeScript file below a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A list or a checkbox built by hand, where the form kit has one with its label and refusal. */
const handBuiltControl = /<select\b|chakra\.select\b|NativeSelect|type=["']checkbox["']/g

describe('the shop’s forms', () => {
  it('take their lists and checkboxes from the form kit (src/components/form)', () => {
    const handBuilt = sourceFiles('src/features').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(handBuiltControl)].map(
        ([control]) => `${file}: ${control}`,
      ),
    )
    expect(handBuilt).toEqual([])
  })

  it('find the kit’s own list and checkbox by the same words', () => {
    const kit = sourceFiles('src/components/form')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(new Set(kit.match(handBuiltControl))).toEqual(
      new Set(['chakra.select', 'type="checkbox"']),
    )
  })
})
