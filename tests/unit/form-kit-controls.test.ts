import { readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './source-files'

/** A list or a checkbox built by hand, where the form kit has one with its label and refusal. */
const handBuiltControl = /<select\b|chakra\.select\b|NativeSelect|type=["']checkbox["']/g

/** A text box built by hand: an input (not a radio, colour or file) or a textarea, to its `/>`. */
const handBuiltTextBox = /<(?:chakra\.)?(?:input|textarea)\b[\s\S]*?\/>/g
const notText = /type=["'](?:radio|color|file|checkbox)["']/

/** Text boxes the kit's field does not serve, each with why. */
const ownTextBoxes: Record<string, string> = {
  // A link to copy, read-only, selected on focus: not a value the visitor enters.
  'src/features/share/components/share-button.tsx': 'the link to copy',
  // The lock's key: large spaced digits, its refusal in an alert always in place under it.
  'src/features/site-lock/components/lock-page.tsx': 'the key that opens the shop',
  // The menu's search: its label only for screen readers, as tall as the menu's buttons.
  'src/features/layout/components/product-search.tsx':
    'the menu’s search box, a combobox of suggestions',
}

describe('the shop’s forms', () => {
  it('take their lists and checkboxes from the form kit (src/components/form)', () => {
    const handBuilt = sourceFiles('src/features').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(handBuiltControl)].map(
        ([control]) => `${file}: ${control}`,
      ),
    )
    expect(handBuilt).toEqual([])
  })

  it('take their text boxes from the form kit, but for the few listed with why', () => {
    const handBuilt = sourceFiles('src/features').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(handBuiltTextBox)]
        .filter(([box]) => !notText.test(box) && !(file.split(sep).join('/') in ownTextBoxes))
        .map(([box]) => `${file}: ${box.split('\n')[0]}`),
    )
    expect(handBuilt).toEqual([])
  })

  it('list as exceptions only files that still build a text box by hand', () => {
    const stale = Object.keys(ownTextBoxes).filter(
      (file) =>
        ![...readFileSync(file, 'utf8').matchAll(handBuiltTextBox)].some(
          ([box]) => !notText.test(box),
        ),
    )
    expect(stale).toEqual([])
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
