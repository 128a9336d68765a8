import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lazyBlockModules } from '../../scripts/block-chunks-plugin'
import { blockRegistry } from '../../src/features/blocks/registry'

const registrySource = readFileSync(
  new URL('../../src/features/blocks/registry.ts', import.meta.url),
  'utf8',
)

describe("the build's list of on-demand block code", () => {
  it('reads every block type of the registry, as loaded on demand or with the app', () => {
    const lazy = lazyBlockModules(registrySource).map(([type]) => type)
    const direct = [...registrySource.matchAll(/(\w+): direct\(/g)].map(([, type]) => type)
    expect([...lazy, ...direct].sort()).toEqual(Object.keys(blockRegistry).sort())
    // The blocks that sanitise HTML load their code on demand: the app's start stays small.
    expect(lazy).toEqual(expect.arrayContaining(['text', 'html']))
  })
})
