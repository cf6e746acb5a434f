/**
 * How deeply the JSON the emulator reads may nest. JSON.parse reads any depth, but everything
 * that serializes or walks what it read recurses (JSON.stringify for every answer, the pages'
 * views): one request body nested 8,000 levels deep, kept, would overflow the stack of every
 * later reader of the request record. So a body is refused where it is read, and a record read
 * back from a history file (written by an emulator that did not refuse it) has what nests too
 * deep cut. The emulator shares no code with the client: this is its own bound, above the
 * client's (64 levels of metadata, one more for the body around it).
 */

/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
export const MAX_JSON_NESTING = 100

/** What stands in a stored record for a value nested deeper than MAX_JSON_NESTING. */
const CUT_NOTE = `(nested more than ${MAX_JSON_NESTING} levels deep: not shown)`

/**
 * Whether the JSON text nests objects and lists more than `limit` levels deep: its brackets
 * outside strings counted, in one pass, without parsing it. Stops at the first level past it.
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_NESTING): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

/**
 * A request body as JSON: its value (null when there is none, or it is not JSON), or why it is
 * not read at all (`refused`: it nests deeper than MAX_JSON_NESTING). Never throws.
 */
export function readBody(raw: string): { value: unknown; refused?: string } {
  if (!raw) return { value: null }
  if (nestsDeeperThan(raw)) {
    return {
      value: null,
      refused: `the body nests objects and lists more than ${MAX_JSON_NESTING} levels deep`
    }
  }
  try {
    return { value: JSON.parse(raw) }
  } catch {
    return { value: null }
  }
}

/**
 * A record the emulator stored, read back: what nests deeper than MAX_JSON_NESTING is replaced
 * by a note, walked with a list of its own rather than the call stack. Text that is not JSON
 * throws, as JSON.parse does: the file is not one the emulator wrote.
 */
export function readStored(text: string): unknown {
  const value: unknown = JSON.parse(text)
  if (!nestsDeeperThan(text)) return value
  const pending: Array<[object, number]> = []
  if (value !== null && typeof value === 'object') pending.push([value, 1])
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [container, depth] = next
    for (const key of Object.keys(container)) {
      const child = (container as Record<string, unknown>)[key]
      if (child === null || typeof child !== 'object') continue
      if (depth < MAX_JSON_NESTING) pending.push([child, depth + 1])
      // Defined, not assigned: a key named __proto__ is a key like any other.
      else Object.defineProperty(container, key, { value: CUT_NOTE, enumerable: true })
    }
  }
  return value
}
