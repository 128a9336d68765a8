/** One difference between an audited record before and after a change. */
export interface RecordChange {
  /** Where in the record: `pricing.price`, `texts.FA.title`, `lines[2]`. */
  field: string
  /** As JSON; undefined where the field was not there. */
  before?: string
  after?: string
}

/** Every leaf of a JSON value by its path; an empty object or list is a leaf of its own. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  const nested = (key: string) => (path ? `${path}.${key}` : key)
  if (Array.isArray(value) && value.length > 0) {
    value.forEach((item, index) => leaves(item, `${path}[${String(index)}]`, into))
  } else if (value && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) leaves(item, nested(key), into)
  } else {
    into.set(path, JSON.stringify(value))
  }
  return into
}

/**
 * What a change changed: the fields whose values differ between the records (as the audit keeps
 * them, JSON text), added or removed, in the order they appear.
 */
export function recordChanges(beforeJson: string, afterJson: string): RecordChange[] {
  const before = leaves(JSON.parse(beforeJson), '', new Map())
  const after = leaves(JSON.parse(afterJson), '', new Map())
  // A record made or removed whole: each of its fields is new or gone.
  if (before.size === 1 && before.get('') === 'null') before.clear()
  if (after.size === 1 && after.get('') === 'null') after.clear()
  const fields = [...new Set([...before.keys(), ...after.keys()])]
  return fields.flatMap((field) =>
    before.get(field) === after.get(field)
      ? []
      : [{ field: field || '(record)', before: before.get(field), after: after.get(field) }],
  )
}
