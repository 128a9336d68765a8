// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CountBadge } from '../../src/components/count-badge'
import { shopSystem } from '../../src/theme/system'
import { renderWithShop } from './msw/render-with-shop'

/** Every TypeScript file of the app. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** A style prop or style object key that takes a colour, and its value (a name, or an expression). */
const colourProp =
  /\b(?:bg|background|colou?r|\w+Colou?r|fill|stroke)\??\s*[=:]\s*(?<value>'[^']*'|"[^"]*"|\{[^{}\n]*\})/g
const cssColour = /^(#[\da-f]{3,8}|(rgb|hsl)a?\(.*\)|transparent|inherit|currentColor|none)$/i

/** Is this name a colour of the shop's design system (a token, or a semantic token)? */
const isShopColour = (name: string) =>
  shopSystem().tokens.getByName(`colors.${name}`) !== undefined ||
  shopSystem().tokens.getByName(`colors.${name}.DEFAULT`) !== undefined

describe('the colours the shop names', () => {
  it('are each a colour of its design system: no token name that makes no colour', () => {
    const unknown: string[] = []
    for (const file of sourceFiles('src')) {
      for (const match of readFileSync(file, 'utf8').matchAll(colourProp)) {
        // Every quoted name in the prop's value (a condition may give two), not what it compares.
        const names = (match.groups?.value ?? '').matchAll(/(?<![=!]==\s*)['"]([\w.]+)['"]/g)
        for (const [, name = ''] of names) {
          if (!/^[a-z]+(\.[\w]+)?$/i.test(name) || cssColour.test(name)) continue
          if (!isShopColour(name)) unknown.push(`${file}: ${name}`)
        }
      }
    }
    expect(unknown).toEqual([])
  })

  it('colour a count badge with its palette colour, under white text', async () => {
    renderWithShop(<CountBadge count={3} colour="red.700" />)
    const badge = await screen.findByText('3')
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    const ownRules = [...badge.classList]
      .flatMap((name) => rules.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
      .join('\n')
    expect(ownRules).toMatch(/background(-color)?:\s*var\(--chakra-colors-red-700\)/)
    expect(ownRules).not.toMatch(/red\.700/)
    expect(rules).toMatch(/--chakra-colors-red-700:\s*#b91c1c/)
  })
})
