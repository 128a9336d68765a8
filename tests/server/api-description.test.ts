import { readFile } from 'node:fs/promises'
import { compileErrors, validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'
import { isStaffCall } from '../../src/contract/call'
import { addToCartCall } from '../../src/contract/cart'
import { loginCall } from '../../src/contract/accounts'
import { apiDocumentFile, documentText } from '../../scripts/write-openapi'
import {
  apiDocumentPath,
  apiReferencePath,
} from '../../server/api-description/api-description-plugin'
import { contractCalls } from '../contract-calls'
import { startTestShop } from './harness'

const shop = await startTestShop()

interface Operation {
  parameters: { $ref: string }[]
  security: Record<string, string[]>[]
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>
}
interface Document {
  paths: Record<string, { post?: Operation }>
  components: { responses: Record<string, { headers?: Record<string, unknown> }> }
}

const served = await shop.app.inject({ url: apiDocumentPath })
const document = served.json<Document>()
const operationOf = (path: string) => {
  const operation = document.paths[path]?.post
  if (!operation) throw new Error(`${path} is not in the document`)
  return operation
}

describe('the API document', () => {
  it('is served as JSON', () => {
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(/^application\/json/)
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never)
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true)
    expect(document).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./) as unknown })
  })

  it('lists every call of the contract, and nothing else but the health check', () => {
    const paths = Object.keys(document.paths).sort()
    const calls = contractCalls.map((call) => call.path)
    expect(paths).toEqual([...calls, '/wsd/health'].sort())
  })

  it.each(contractCalls.map((call) => [call.path, call] as const))(
    '%s: its language, login and failures',
    (path, call) => {
      const operation = operationOf(path)
      const parameters = operation.parameters.map((parameter) => parameter.$ref)
      expect(parameters).toContain('#/components/parameters/lang')
      expect(parameters.includes('#/components/parameters/idempotencyKey')).toBe(
        call.write && call.replayable,
      )
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement))
      if (isStaffCall(call)) expect(schemes).toEqual(['staff'])
      else if (call.auth === 'none') expect(schemes).toEqual([])
      else expect(schemes).toEqual(['shopper'])
      const statuses = Object.keys(operation.responses)
      expect(statuses).toEqual(expect.arrayContaining(['200', '400', '503']))
      if (call.auth === 'user' || isStaffCall(call)) expect(statuses).toContain('401')
      if (isStaffCall(call)) expect(statuses).toEqual(expect.arrayContaining(['403', '429']))
      if (call.closedWhileLocked) expect(statuses).toContain('423')
    },
  )

  it('says when to retry a busy shop, a limit and a write still running', () => {
    for (const status of ['409', '429', '503']) {
      expect(document.components.responses[status]?.headers).toHaveProperty('Retry-After')
    }
    expect(Object.keys(operationOf(addToCartCall.path).responses)).toEqual(
      expect.arrayContaining(['404', '409', '422']),
    )
    // A login's answer holds a secret: it is never stored, so it takes no Idempotency-Key.
    expect(operationOf(loginCall.path).responses).not.toHaveProperty('422')
  })

  it('is the file the README links (npm run openapi writes it)', async () => {
    const file = await readFile(apiDocumentFile, 'utf8')
    expect(
      file === documentText(document),
      `${apiDocumentFile} is stale: run npm run openapi`,
    ).toBe(true)
  })
})

describe('the API reference page', () => {
  it('is served under the shop’s CSP, kept out of search engines', async () => {
    const page = await shop.app.inject({ url: `${apiReferencePath}/` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain('swagger-ui-bundle.js')
  })

  it('reads the document', async () => {
    const read = await shop.app.inject({ url: `${apiReferencePath}/json` })
    expect(read.json()).toEqual(document)
  })
})
