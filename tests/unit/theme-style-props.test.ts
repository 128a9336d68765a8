import { readFileSync } from 'node:fs'
import { defaultBaseConfig, defaultConditions } from '@chakra-ui/react/preset-base'
import { describe, expect, it } from 'vitest'
import { shopConditions, shopStyleProps } from '../../src/theme/style-props'
import { sourceFiles } from './source-files'

/** Every name the app writes as a JSX prop (`px="4"`) or an object's key (`px: '4'`). */
function writtenNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8')
    for (const [, name = ''] of text.matchAll(/[\s{,(]([A-Za-z_$][\w$]*)=[{"'`]/g)) names.add(name)
    for (const [, name = ''] of text.matchAll(/(?:^|[\s{,(])['"]?([A-Za-z_$][\w$]*)['"]?\??:\s/gm))
      names.add(name)
  }
  return names
}

describe("the design system's style props", () => {
  const written = writtenNames()

  it('are those of Chakra the code writes, by name or shorthand', () => {
    const utilities = defaultBaseConfig.utilities ?? {}
    const used = Object.entries(utilities)
      .filter(([name, utility]) =>
        [name, ...[utility?.shorthand ?? []].flat()].some((prop) => written.has(prop)),
      )
      .map(([name]) => name)
    expect([...shopStyleProps].sort()).toEqual(used.sort())
  })

  it("and its conditions those of Chakra's the code writes", () => {
    const used = Object.keys(defaultConditions).filter((name) => written.has(`_${name}`))
    expect([...shopConditions].sort()).toEqual(used.sort())
  })
})
