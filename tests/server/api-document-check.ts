import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { default as addFormats } from 'ajv-formats'

interface Operation {
  responses: Record<string, { $ref?: string }>
}
export interface ApiDocument {
  paths: Record<string, { post?: Operation; get?: Operation }>
}

/** A JSON pointer's segment (RFC 6901). */
const pointerSegment = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Checks answers against the API's OpenAPI document with a JSON Schema validator of its own
 * (Ajv), not with the contract the server checks itself by: each answer's status must be one
 * its call lists, and its body must be what the document says that status sends. Says what is
 * wrong, or undefined when the answer is as described (or its path is not a call of the API).
 */
export function apiDocumentChecker(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false })
  addFormats(ajv)
  ajv.addSchema(document, 'api')
  const validators = new Map<string, ValidateFunction>()
  const validatorFor = (pointer: string) => {
    let validate = validators.get(pointer)
    if (!validate) {
      validate = ajv.compile({ $ref: `api${pointer}` })
      validators.set(pointer, validate)
    }
    return validate
  }

  return (
    path: string,
    answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): string | undefined => {
    const operation = document.paths[path]?.post
    if (!operation) return undefined
    const status = String(answer.statusCode)
    const response = operation.responses[status]
    if (!response) return `${path} answered ${status}, which the document does not list for it`
    if (!String(answer.headers['content-type']).startsWith('application/json')) return undefined
    const at = response.$ref ?? `#/paths/${pointerSegment(path)}/post/responses/${status}`
    const validate = validatorFor(`${at}/content/application~1json/schema`)
    if (validate(JSON.parse(answer.body))) return undefined
    return `${path} answered ${status} with a body its document does not describe: ${ajv.errorsText(validate.errors)}`
  }
}
