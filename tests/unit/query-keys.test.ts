import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverReadRoots } from '../../src/api/shared-query-keys'

/** Every TypeScript file below a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const sources = sourceFiles('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** A call of the query client that reads again or forgets reads, with what it is given. */
const cacheCall = /\.(?:invalidateQueries|refetchQueries|resetQueries|removeQueries)\(/g

/** What a call is given: the text up to its closing parenthesis. */
function argumentsOf(text: string, open: number): string {
  let depth = 1
  let at = open
  while (depth > 0 && at < text.length) {
    const character = text[at++]
    if (character === '(') depth++
    else if (character === ')') depth--
  }
  return text.slice(open, at - 1)
}

describe('the query cache’s keys', () => {
  it('name what each refresh reads again: a key, or the very queries', () => {
    const unnamed = sources.flatMap(({ file, text }) =>
      [...text.matchAll(cacheCall)]
        .map((call) => ({ call, given: argumentsOf(text, call.index + call[0].length) }))
        .filter(({ given }) => !/\bqueryKey\b|\bpredicate\b/.test(given))
        .map(({ call, given }) => `${file}: ${call[0]}${given})`),
    )
    expect(unnamed).toEqual([])
  })

  it('start each read of the server with one of the roots a refresh of them all names', () => {
    const roots = new Set<string>(serverReadRoots.map(([root]) => root))
    const written = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:queryKey|all): \[\s*'([^']+)'/g)].map(([, root = '']) => ({
        file,
        root,
      })),
    )
    expect(written.length).toBeGreaterThan(20)
    expect(written.filter(({ root }) => !roots.has(root))).toEqual([])
  })
})
