import {
  serialRegistrationFields,
  serialsCsvHeader,
  serialsCsvMaxLines,
  type SerialRegistrationFields,
} from '../../src/contract/back-office-catalogue'
import type { SerialsTable } from '../db/schema'
import { fieldProblems } from '../http/call-hooks'
import type { FieldProblem } from '../http/errors'
import type { createCatalogueDeskRepository } from '../repositories/catalogue-desk-repository'

type Desk = ReturnType<typeof createCatalogueDeskRepository>

/**
 * What is wrong with each refused line of the file, keyed `line 3`, or `line 3.serial` for one
 * of its fields (`_` for the whole file).
 */
export type LineProblems = Record<string, FieldProblem>

const columns = serialsCsvHeader.split(',')

/** One CSV line's fields: comma separated, a field in double quotes may hold commas and "". */
function csvFields(line: string): string[] {
  const fields: string[] = []
  const field = /\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/y
  while (field.lastIndex < line.length) {
    const start = field.lastIndex
    const match = field.exec(line)
    if (!match || field.lastIndex === start) break
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? '').trim())
  }
  if (line.endsWith(',')) fields.push('')
  return fields
}

/** Each line of a registrations file checked on its own: its fields, or why it is refused. */
export function readSerialsCsv(csv: string): {
  rows: { line: number; registration: SerialRegistrationFields }[]
  problems: LineProblems
} {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  const problems: LineProblems = {}
  const rows: { line: number; registration: SerialRegistrationFields }[] = []
  const header = csvFields(lines[0] ?? '').map((name) => name.toLowerCase())
  if (header.join(',') !== serialsCsvHeader) {
    problems['line 1'] = {
      reason: 'invalid',
      message: `The first line must be the header: ${serialsCsvHeader}`,
    }
    return { rows, problems }
  }
  const body = lines.slice(1)
  if (body.filter((line) => line.trim()).length > serialsCsvMaxLines) {
    problems._ = {
      reason: 'tooMany',
      limit: serialsCsvMaxLines,
      message: `A file may hold at most ${serialsCsvMaxLines} registrations.`,
    }
    return { rows, problems }
  }
  const seen = new Map<string, number>()
  body.forEach((text, index) => {
    const line = index + 2
    if (!text.trim()) return
    const fields = csvFields(text)
    if (fields.length !== columns.length) {
      problems[`line ${line}`] = {
        reason: 'invalid',
        message: `has ${fields.length} fields; ${columns.length} are needed (${serialsCsvHeader}).`,
      }
      return
    }
    const parsed = serialRegistrationFields.safeParse(
      Object.fromEntries(columns.map((name, i) => [name, fields[i]])),
    )
    if (!parsed.success) {
      const [field, problem] = Object.entries(fieldProblems(parsed.error))[0]!
      problems[`line ${line}.${field}`] = { ...problem, message: `${field} ${problem.message}` }
      return
    }
    const serial = parsed.data.serial
    const first = seen.get(serial)
    if (first !== undefined) {
      problems[`line ${line}.serial`] = {
        reason: 'repeated',
        limit: first,
        message: `serial ${serial} is also on line ${first}.`,
      }
      return
    }
    seen.set(serial, line)
    rows.push({ line, registration: parsed.data })
  })
  if (!rows.length && !Object.keys(problems).length)
    problems._ = { reason: 'required', message: 'The file holds no registrations.' }
  return { rows, problems }
}

/**
 * Checks registrations against the database (serial not yet registered, product known) and
 * returns the rows to write, or the problems of each line.
 */
export async function registrationRows(
  desk: Desk,
  entries: { line: number; registration: SerialRegistrationFields }[],
  problems: LineProblems,
): Promise<SerialsTable[]> {
  const registered = await desk.registeredSerials(entries.map((e) => e.registration.serial))
  const productIds = await desk.productIds(entries.map((e) => e.registration.product))
  const rows: SerialsTable[] = []
  for (const { line, registration } of entries) {
    const productId = productIds.get(registration.product)
    if (registered.has(registration.serial))
      problems[`line ${line}.serial`] = {
        reason: 'taken',
        message: `serial ${registration.serial} is already registered.`,
      }
    else if (productId === undefined)
      problems[`line ${line}.product`] = {
        reason: 'unknown',
        message: `product ${registration.product} is not in the catalogue.`,
      }
    else
      rows.push({
        serial: registration.serial,
        product_type: registration.product_type,
        product_id: productId,
        seller: registration.seller,
        registered_at: `${registration.registered_at}T00:00:00.000Z`,
        warranty_until: `${registration.warranty_until}T00:00:00.000Z`,
      })
  }
  return rows
}
