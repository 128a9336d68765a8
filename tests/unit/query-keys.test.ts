import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './source-files'
import { QueryClient } from '@tanstack/react-query'
import { deviceOwnRoot, refreshServerReads } from '../../src/api/shared-query-keys'

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

  it('refresh every read of the server when the shop is back, never the device’s own list', async () => {
    const queryClient = new QueryClient()
    const serverRead = ['orders', 'list', { page: 1 }, 'EN']
    const deviceOwn = [deviceOwnRoot, 'readable-page', 'en', '/about']
    queryClient.setQueryData(serverRead, { data: [] })
    queryClient.setQueryData(deviceOwn, { href: '/about' })
    await refreshServerReads(queryClient)
    expect(queryClient.getQueryState(serverRead)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(deviceOwn)?.isInvalidated).toBe(false)
  })
})
