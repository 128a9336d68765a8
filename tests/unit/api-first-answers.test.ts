// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiCallError, callApi, clientErrorCodes } from '../../src/api/client'
import { firstAnswersServeMs } from '../../src/api/first-answers'
import { defineCall } from '../../src/contract/call'
import {
  firstAnswersElementId,
  firstAnswersJson,
  type FirstAnswer,
} from '../../src/contract/first-answers'
import { jsonText } from '../../src/contract/json-text'

const pageCall = defineCall({
  path: '/wsd/v1/page/select',
  request: z.strictObject({ slug: z.string() }),
  response: z.object({ status: z.literal(true), tags: jsonText(z.array(z.string())) }),
  auth: 'optional',
})

/** An answer of the page call for `slug`, as the server puts it in the page. */
const pageAnswer = (slug: string, tags = '["page"]'): FirstAnswer => ({
  path: pageCall.path,
  lang: 'EN',
  body: { slug },
  answer: { status: true, tags },
})

const inPage: FirstAnswer[] = [
  pageAnswer('about'),
  pageAnswer('signed'),
  pageAnswer('late'),
  pageAnswer('broken', 'no json'),
]
const script = document.createElement('script')
script.type = 'application/json'
script.id = firstAnswersElementId
script.textContent = firstAnswersJson(inPage)
document.body.append(script)

const asked: string[] = []
const server = setupServer(
  http.post(`*${pageCall.path}`, async ({ request }) => {
    const { slug } = (await request.json()) as { slug: string }
    asked.push(`${request.headers.get('lang')} ${slug}`)
    return HttpResponse.json({ status: true, tags: '["network"]' })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => vi.restoreAllMocks())
afterAll(() => server.close())

describe("the page's first answers", () => {
  it('answer the first read from the page, once, and take the element out', async () => {
    expect(await callApi(pageCall, { slug: 'about' }, { lang: 'EN' })).toEqual({
      status: true,
      tags: ['page'],
    })
    expect(asked).toEqual([])
    expect(document.getElementById(firstAnswersElementId)).toBeNull()

    expect((await callApi(pageCall, { slug: 'about' }, { lang: 'EN' })).tags).toEqual(['network'])
    expect(asked).toEqual(['EN about'])
  })

  it('leave other languages and signed-in reads to the API', async () => {
    asked.length = 0
    expect((await callApi(pageCall, { slug: 'signed' }, { lang: 'FA' })).tags).toEqual(['network'])
    const signedIn = await callApi(pageCall, { slug: 'signed' }, { lang: 'EN', token: 't0k3n' })
    expect(signedIn.tags).toEqual(['network'])
    expect(asked).toEqual(['FA signed', 'EN signed'])
  })

  it('are checked by the contract like any answer', async () => {
    const error = await callApi(pageCall, { slug: 'broken' }, { lang: 'EN' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiCallError)
    expect((error as ApiCallError).code).toBe(clientErrorCodes.badResponse)
  })

  it('serve only while the app starts', async () => {
    asked.length = 0
    vi.spyOn(performance, 'now').mockReturnValue(firstAnswersServeMs + 1)
    expect((await callApi(pageCall, { slug: 'late' }, { lang: 'EN' })).tags).toEqual(['network'])
    expect(asked).toEqual(['EN late'])
  })
})
