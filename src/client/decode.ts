/**
 * Response bodies of the monitoring endpoint arrive as a JSON string that itself holds a JSON
 * object (API text, 2.2), so they are parsed twice. A plain object is accepted too, in case
 * the service ever answers that way. An answer nested deeper than MAX_NESTING is refused
 * here, so nothing that prints or stores an answer ever recurses into it.
 */
import { MAX_NESTING, nestsDeeperThan } from './nesting.js'

/** An answer that is JSON but nests deeper than MAX_NESTING. */
export class TooDeepError extends SyntaxError {
  override name = 'TooDeepError'
  constructor() {
    super(`nested more than ${MAX_NESTING} levels deep`)
  }
}

export function decodeBody(text: string): unknown {
  let value: unknown = JSON.parse(text)
  // At most one more level: a string holding a JSON object.
  if (typeof value === 'string') {
    const inner = value.trim()
    if (inner.startsWith('{') || inner.startsWith('[')) value = JSON.parse(inner)
  }
  if (nestsDeeperThan(value)) throw new TooDeepError()
  return value
}

/**
 * Decodes and returns an object, or a short reason why the body is not one. The reason quotes
 * none of the body: the body is untrusted, and the caller shows it made safe.
 */
export function decodeObject(
  text: string
): { object: Record<string, unknown> } | { problem: string } {
  if (text.trim() === '') return { problem: 'empty body' }
  let value: unknown
  try {
    value = decodeBody(text)
  } catch (e) {
    if (e instanceof TooDeepError) return { problem: e.message }
    return { problem: 'not JSON' }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { problem: `not a JSON object but ${Array.isArray(value) ? 'an array' : typeof value}` }
  }
  return { object: value as Record<string, unknown> }
}
