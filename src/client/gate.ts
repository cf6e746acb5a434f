/**
 * The outbound gate: what every call passes before its body becomes bytes, whether it is sent
 * now or written to the local queue first. Front ends fill reports with text they did not
 * write (an error's message quoting the Authorization header it sent, a command's output), so
 * redaction is not left to each of them: here, every free-text field is redacted whole (the key
 * in the encodings docs/security.md lists, the other secrets given, the credential shapes),
 * before anything cuts it.
 * An identifier the service matches on cannot be masked without changing what it names, so
 * one that holds a secret is refused, naming the field and never quoting it.
 */
import { Redactor } from '../logs/redact.js'
import { type Span, maskSpans, mergeSpans } from '../logs/redact-spans.js'
import type { ServiceCall } from './call.js'
import { MonitorError } from './errors.js'
import { MAX_NESTING } from './nesting.js'
import type { Metadata } from './wire.js'

/** Fields of a body that are prose: redacted, never refused. */
const FREE_TEXT = new Set(['error_details', 'logs', 'message'])

/** A call the gate will not let out: an identifier holds a secret. Never retried. */
export class RefusedFieldError extends MonitorError {
  /** The field as the API text names it (`job_name`, `tags`, `pipeline_id`, `metadata`...). */
  readonly field: string

  constructor(field: string, why = 'holds the API key (or another secret it must not carry)') {
    super(`${field} ${why}: it is not sent. Take the secret out of it.`, { retryable: false })
    this.field = field
  }
}

export class OutboundGate {
  private readonly redactor: Redactor

  /** `secrets`: the API key first, then any other secret of the run (a CI token). */
  constructor(secrets: Iterable<string>) {
    this.redactor = new Redactor(secrets)
  }

  /**
   * The call as it may leave: a copy with free text redacted. Throws RefusedFieldError when an
   * identifier (the job name, a tag, the run id, a time, the pipeline id, a metadata key) holds
   * a secret. Taking a call that already passed gives the same call.
   */
  pass<C extends ServiceCall>(call: C): C {
    const body = this.body(call.body as unknown as Record<string, unknown>)
    if (call.kind === 'pipeline-notification') {
      this.identifier('pipeline_id', call.pipelineId)
      return { ...call, body }
    }
    return { ...call, body }
  }

  /**
   * Metadata as it may leave, for a front end that keeps it to send again later (a state file,
   * a helper's settings): what it writes then holds no more than what is sent.
   */
  passMetadata(metadata: Metadata): Metadata {
    return this.wholeMetadata(metadata)
  }

  private body(body: Record<string, unknown>): never {
    // A body the types allow is an object; one read back from a hostile record may not be.
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RefusedFieldError('the body', 'is not a JSON object')
    }
    return Object.fromEntries(
      Object.entries(body).map(([field, value]) => [field, this.field(field, value)])
    ) as never
  }

  private field(field: string, value: unknown): unknown {
    if (FREE_TEXT.has(field) && typeof value === 'string') {
      // Logs may hold head-and-tail cuts: no piece of a secret may sit at a marker's edge.
      return field === 'logs' ? this.redactor.redactCut(value) : this.redactor.redact(value)
    }
    if (field === 'metadata') return this.wholeMetadata(value)
    const items = Array.isArray(value) ? value : [value]
    for (const item of items) {
      if (typeof item === 'string') this.identifier(field, item)
    }
    // A key given in pieces, one tag each, is the key again once the tags are read in a row.
    if (items.length > 1) this.identifier(field, items.filter(i => typeof i === 'string').join(''))
    return value
  }

  /**
   * Metadata read as one object: each string redacted, each key checked, and then the key
   * looked for across them, in the order they are written: the values in a row, the keys in a
   * row, and keys and values together; and in two pieces with other strings between them. A
   * key given in pieces (`{"a": "jm_12", "b": "34ab"}`) is the key again once they are read
   * together. The pieces in values are hidden; a piece in a key refuses the metadata, since a
   * key cannot be masked without changing what it names. The values are read first: a piece
   * they hold that a key's first letters happen to continue is hidden, not refused.
   */
  private wholeMetadata(value: unknown): never {
    const passed = this.metadata(value, 1)
    const texts: MetadataText[] = []
    collectTexts(passed, texts)
    if (texts.length < 2) return passed as never
    const values = texts.filter(t => !t.isKey)
    const found = new Map<MetadataText, Span[]>()
    const overlapsFound = (part: Piece): boolean =>
      (found.get(part.text) ?? []).some(s => s.start < part.span.end && part.span.start < s.end)
    const take = (pieces: Piece[]): void => {
      if (pieces.some(overlapsFound)) return
      if (pieces.some(p => p.text.isKey)) {
        throw new RefusedFieldError(
          'metadata',
          'holds the API key (or another secret) in pieces, one of them in a key'
        )
      }
      for (const p of pieces) found.set(p.text, [...(found.get(p.text) ?? []), p.span])
    }
    for (const row of [values, texts.filter(t => t.isKey), texts]) {
      this.joinedPieces(row).forEach(take)
      this.redactor
        .splitSpans(row.map(t => t.text))
        .forEach(parts => take(parts.map(({ index, span }) => ({ text: row[index], span }))))
    }
    for (const [t, spans] of found) t.set?.(maskSpans(t.text, mergeSpans(spans)))
    return passed as never
  }

  /** Each secret found in `row` read joined, as the pieces of its strings that hold it. */
  private joinedPieces(row: MetadataText[]): Piece[][] {
    if (row.length < 2) return []
    let at = 0
    const starts = row.map(t => ((at += t.text.length), at - t.text.length))
    return this.redactor.secretSpans(row.map(t => t.text).join('')).map(span =>
      row.flatMap((text, i) => {
        const start = Math.max(span.start, starts[i]) - starts[i]
        const end = Math.min(span.end, starts[i] + text.text.length) - starts[i]
        return end > start ? [{ text, span: { start, end } }] : []
      })
    )
  }

  /** String values at any depth are redacted; keys are identifiers. */
  private metadata(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return this.redactor.redact(value)
    if (value === null || typeof value !== 'object') return value
    if (depth > MAX_NESTING) {
      throw new RefusedFieldError(
        'metadata',
        `nests objects and lists more than ${MAX_NESTING} levels deep`
      )
    }
    if (Array.isArray(value)) return value.map(item => this.metadata(item, depth + 1))
    // fromEntries defines each key as its own property, `__proto__` included.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        this.identifier('metadata (one of its keys)', key)
        return [key, this.metadata(item, depth + 1)]
      })
    )
  }

  private identifier(field: string, value: string): void {
    if (this.redactor.holdsSecret(value)) throw new RefusedFieldError(field)
  }
}

/** Where a string of metadata holds part of a secret. */
interface Piece {
  text: MetadataText
  span: Span
}

/** A string of metadata as the gate passes it: a key, or a value it may replace. */
interface MetadataText {
  text: string
  isKey: boolean
  set?: (text: string) => void
}

/** The strings of passed metadata (the gate's own copy), keys and values, in written order. */
function collectTexts(value: unknown, out: MetadataText[]): void {
  if (value === null || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!Array.isArray(value)) out.push({ text: key, isKey: true })
    const item = record[key]
    if (typeof item === 'string') {
      // Defined, not assigned: a key named __proto__ is a key like any other.
      const set = (text: string): void => {
        Object.defineProperty(record, key, {
          value: text,
          enumerable: true,
          writable: true,
          configurable: true
        })
      }
      out.push({ text: item, isKey: false, set })
    } else collectTexts(item, out)
  }
}
