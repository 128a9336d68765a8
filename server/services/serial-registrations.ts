import {
  serialRegistrationFields,
  serialsCsvHeader,
  serialsCsvMaxLines,
  type SerialRegistrationFields,
} from '../../src/contract/back-office-catalogue'
import type { FastifyInstance } from 'fastify'
import type { SerialsTable } from '../db/schema'
import { fieldProblems } from '../http/call-hooks'
import { badRequest, fieldRefused, type FieldProblem } from '../http/errors'
import type { Changer } from '../repositories/audit-repository'

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
async function registrationRows(
  app: FastifyInstance,
  entries: { line: number; registration: SerialRegistrationFields }[],
  problems: LineProblems,
): Promise<SerialsTable[]> {
  const registered = await app.serialsRepository.registered(
    entries.map((e) => e.registration.serial),
  )
  const productIds = await app.backOfficeCatalogueRepository.productIds(
    entries.map((e) => e.registration.product),
  )
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

/** Writes checked registrations, each audited. */
async function writeRegistrations(app: FastifyInstance, rows: SerialsTable[], by: Changer) {
  await app.serialsRepository.insert(rows)
  for (const row of rows)
    await app.auditRepository.record(by, {
      action: 'serial.register',
      subject: `serial:${row.serial}`,
      before: null,
      after: row,
    })
}

/** Registers one serial, refused at its field when it is taken or its product unknown. */
export async function registerSerial(
  app: FastifyInstance,
  registration: SerialRegistrationFields,
  by: Changer,
): Promise<string> {
  const problems: LineProblems = {}
  const [row] = await registrationRows(app, [{ line: 1, registration }], problems)
  // The one line's problem, at its field.
  const [key, problem] = Object.entries(problems)[0] ?? []
  if (key && problem) throw fieldRefused(key.replace(/^line 1\./, ''), problem)
  if (!row) throw badRequest('Invalid registration.')
  await writeRegistrations(app, [row], by)
  return row.serial
}

/** Registers every line of a CSV file, or none, refused with each wrong line's problem. */
export async function registerSerialsCsv(
  app: FastifyInstance,
  csv: string,
  by: Changer,
): Promise<number> {
  const { rows: entries, problems } = readSerialsCsv(csv)
  const rows = await registrationRows(app, entries, problems)
  const bad = Object.keys(problems)
  if (bad.length)
    throw badRequest(
      `The file was not written: ${bad.length} line${bad.length === 1 ? ' is' : 's are'} wrong.`,
      problems,
    )
  await writeRegistrations(app, rows, by)
  return rows.length
}
