/**
 * Writes the API's OpenAPI document, as the server serves it at /wsd/openapi.json, to
 * docs/openapi.json (the file the README links), for tools that read a file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiDocumentPath } from '../server/api-description/api-description-plugin'
import { buildApp } from '../server/app'
import { defaultConfig } from '../server/config'

export const apiDocumentFile = 'docs/openapi.json'

/** The document as written: the served JSON, indented. */
export const documentText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  // An empty database of its own: the document depends only on the calls the server registers.
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-openapi-'))
  const app = await buildApp({
    config: defaultConfig({ dataDir, staticDir: join(dataDir, 'no-built-app') }),
  })
  try {
    const answer = await app.inject({ url: apiDocumentPath })
    await writeFile(apiDocumentFile, documentText(answer.json()))
    console.log(`Wrote ${apiDocumentFile}.`)
  } finally {
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
