/**
 * The outbound gate (src/client/gate.ts), as the client applies it: whatever free-text field
 * of whatever call holds the key (in whatever encoding) or a credential of a known shape, the
 * bytes the transport is handed hold neither; an identifier holding the key is refused by
 * name and nothing is sent. The encodings are written out here, not taken from the redactor.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { ServiceCall } from '../../src/client/call.js'
import { MonitorClient } from '../../src/client/client.js'
import { RefusedFieldError } from '../../src/client/gate.js'
import type { TransportRequest, TransportResponse } from '../../src/client/transport.js'
import { type Metadata, isoUtc } from '../../src/client/wire.js'
import { expectEqual, expectFacts } from '../expect-equal.js'
import { type Encoding, encode, spelling } from '../logs/encodings.js'

const asJson = (t: string): string => JSON.stringify(t).slice(1, -1)
const T = isoUtc(Date.UTC(2026, 10, 22, 10, 0, 0))
const twice = (o: unknown): string => JSON.stringify(JSON.stringify(o))

const ANSWERS: Record<string, string> = {
  '/monitoring': twice({ run_id: 'run_1', update_status: 'ok' }),
  '/heartbeat': twice({ success: true, message: 'ok', next_expected: T })
}

/** A client whose transport keeps every request it is handed and answers 200. */
function recording(apiKey: string): { client: MonitorClient; sent: TransportRequest[] } {
  const sent: TransportRequest[] = []
  const transport = async (req: TransportRequest): Promise<TransportResponse> => {
    sent.push(req)
    const path = new URL(req.url).pathname
    return { status: 200, headers: {}, body: ANSWERS[path] ?? '{}' }
  }
  const client = new MonitorClient({
    baseUrl: 'https://m.example.test',
    deploymentUrl: 'https://d.example.test',
    apiKey,
    transport,
    maxAttempts: 1
  })
  return { client, sent }
}

/** Keys as a header carries them: printable, no blank, no quote or backslash (JSON would escape). */
const apiKey = fc.stringMatching(/^[A-Za-z0-9_+/=:@.~-]{12,40}$/)

/** The key's bytes in hex, two digits each. */
const hexBytes = (k: string): string[] =>
  [...Buffer.from(k)].map(b => b.toString(16).padStart(2, '0'))

/** Every other character escaped, in lower case then upper case. */
const MIXED = { escaped: [true, false, true, true], upper: [false, false, true] }

/** The encodings a text may carry the key in, each computed here. */
const ENCODINGS: Record<string, (key: string) => string> = {
  plain: k => k,
  base64: k => Buffer.from(k).toString('base64'),
  'base64 unpadded': k => Buffer.from(k).toString('base64').replace(/=+$/, ''),
  base64url: k => Buffer.from(k).toString('base64url'),
  hex: k => Buffer.from(k).toString('hex'),
  'hex upper': k => Buffer.from(k).toString('hex').toUpperCase(),
  'url-encoded': k => encodeURIComponent(k),
  'UTF-16LE': k => encode(k, 'utf-16le'),
  'UTF-16BE': k => encode(k, 'utf-16be'),
  'JSON escapes': k => encode(k, 'json'),
  'JSON escapes mixed with plain characters, lower case': k => encode(k, 'json', MIXED),
  'percent-encoded, every character': k => encode(k, 'percent'),
  'percent-encoded, mixed, lower case': k => encode(k, 'percent', MIXED),
  "hex spaced, Node's print of a Buffer": k => `<Buffer ${hexBytes(k).join(' ')}>`,
  'hex with colons, upper case': k => hexBytes(k).join(':').toUpperCase(),
  'base64 of a .env broken into lines': k =>
    (
      Buffer.from(`JOB_MONITOR_API_KEY=${k}\n`)
        .toString('base64')
        .match(/.{1,20}/g) ?? []
    ).join('\n')
}
const encoding = fc.constantFrom(...Object.keys(ENCODINGS))

const alnum = (min: number, max: number): fc.Arbitrary<string> =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`))

/** Credentials of known shapes: [the text, the part that must not be sent]. */
const token: fc.Arbitrary<[string, string]> = fc.oneof(
  alnum(36, 40).map(v => [`ghp_${v}`, v] as [string, string]),
  alnum(22, 40).map(v => [`github_pat_${v}`, v] as [string, string]),
  alnum(20, 30).map(v => [`glpat-${v}`, v] as [string, string]),
  alnum(36, 36).map(v => [`npm_${v}`, v] as [string, string]),
  fc.stringMatching(/^[A-Z0-9]{16}$/).map(v => [`AKIA${v}`, v] as [string, string]),
  alnum(20, 30).map(v => [`xoxb-${v}`, v] as [string, string]),
  alnum(24, 30).map(v => [`sk_live_${v}`, v] as [string, string]),
  alnum(12, 30).map(v => [`password=${v}`, v] as [string, string]),
  alnum(12, 30).map(v => [`Authorization: Bearer ${v}`, v] as [string, string]),
  alnum(12, 30).map(v => [`https://deploy:${v}@git.example.com/x`, v] as [string, string])
)

/** Text around the secret; a blank on each side keeps a shape's word boundaries. */
const around = fc.string({ maxLength: 20 })

/** A call of any kind carrying `text` in one of its free-text fields, metadata at any depth included. */
function carrying(text: string, where: number, depth: number): ServiceCall {
  let value: unknown = text
  for (let d = 0; d < depth; d++) value = d % 2 ? [1, value] : { [`level${d}`]: value }
  const metadata = { kept: 3, nested: value }
  switch (where % 6) {
    case 0:
      return {
        kind: 'end',
        body: {
          job_name: 'nightly',
          status: 'failed',
          run_id: 'run_1',
          start_time: T,
          end_time: T,
          error_details: text
        }
      }
    case 1:
      return {
        kind: 'end',
        body: {
          job_name: 'nightly',
          status: 'success',
          run_id: 'run_1',
          start_time: T,
          end_time: T,
          error_details: 'None',
          logs: text
        }
      }
    case 2:
      return {
        kind: 'pipeline-notification',
        pipelineId: 'p-1',
        body: { status: 'failed', message: text }
      }
    case 3:
      return {
        kind: 'start',
        body: {
          job_name: 'nightly',
          status: 'running',
          run_id: '',
          start_time: T,
          end_time: null,
          error_details: null,
          metadata
        }
      }
    case 4:
      return { kind: 'heartbeat', body: { job_name: 'nightly', current_time: T, metadata } }
    default:
      return {
        kind: 'pipeline-notification',
        pipelineId: 'p-1',
        body: { status: 'running', metadata }
      }
  }
}

const where = fc.nat({ max: 5 })
const depth = fc.nat({ max: 8 })

describe('the outbound gate', () => {
  it('finds a key in UTF-16 after text that ends like the start of an escape', async () => {
    // `%0` then `a\0-\0...`: read as one encoding, `%0a` would eat the key's first character.
    const key = 'a-~A~-:a+/0A_'
    for (const before of ['%0', '%', '\\u00', '\\u004']) {
      for (const enc of ['UTF-16LE', 'UTF-16BE'] as const) {
        const form = ENCODINGS[enc](key)
        const { client, sent } = recording(key)
        await client.deliver(carrying(`${before}${form}`, 0, 0))
        expectFacts({
          [`${enc} after ${before}: no key in the body`]: !sent.some(
            r => (r.body ?? '').includes(form) || (r.body ?? '').includes(asJson(form))
          )
        })
      }
    }
  })

  it('never lets the key out, in any encoding, from any free-text field', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiKey,
        encoding,
        around,
        around,
        where,
        depth,
        async (key, enc, before, after, w, d) => {
          const form = ENCODINGS[enc](key)
          const { client, sent } = recording(key)
          const d1 = await client.deliver(carrying(`${before}${form}${after}`, w, d))
          expectFacts({
            delivered: d1.delivered,
            'one request': sent.length === 1,
            // As JSON carries it too: UTF-16's NULs and the escapes' backslashes are escaped.
            'no key in the body': !sent.some(
              r => (r.body ?? '').includes(form) || (r.body ?? '').includes(asJson(form))
            ),
            'no key in the URL': !sent.some(r => r.url.includes(key))
          })
        }
      )
    )
  })

  it('never lets a credential of a known shape out of any free-text field', async () => {
    await fc.assert(
      fc.asyncProperty(
        token,
        around,
        around,
        where,
        depth,
        async ([text, secret], before, after, w, d) => {
          fc.pre(!before.includes(secret) && !after.includes(secret))
          const { client, sent } = recording('jm_gate_property_key')
          await client.deliver(carrying(`${before} ${text} ${after}`, w, d))
          expectEqual(
            sent.filter(r => (r.body ?? '').includes(secret)).map(r => r.body),
            []
          )
        }
      )
    )
  })

  it('hides a piece of the key that a head-and-tail cut left beside its marker', async () => {
    const key = 'jm_gate_cut_key_0123456789'
    const { client, sent } = recording(key)
    const logs = `head ${key.slice(0, 15)}\n[... 4096 bytes cut ...]\n${key.slice(9)} tail`
    await client.deliver(carrying(logs, 1, 0))
    const body = JSON.parse(sent[0].body ?? '{}') as { logs: string }
    expectEqual(body.logs, 'head ***\n[... 4096 bytes cut ...]\n*** tail')
  })

  /** Calls whose identifier (named as the message must name it) holds `text`. */
  const identifiers: Array<[string, (text: string) => ServiceCall]> = [
    ['job_name', t => ({ kind: 'heartbeat', body: { job_name: `job ${t}`, current_time: T } })],
    [
      'tags',
      t => ({
        kind: 'start',
        body: {
          job_name: 'nightly',
          status: 'running',
          run_id: '',
          start_time: T,
          end_time: null,
          error_details: null,
          tags: ['ok', `t-${t}`]
        }
      })
    ],
    [
      'pipeline_id',
      t => ({ kind: 'pipeline-notification', pipelineId: `p/${t}`, body: { status: 'success' } })
    ],
    [
      'metadata',
      t => ({
        kind: 'heartbeat',
        body: { job_name: 'nightly', current_time: T, metadata: { outer: { [t]: 1 } } }
      })
    ]
  ]

  it('refuses an identifier that holds the key, naming the field and sending nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiKey,
        encoding,
        fc.constantFrom(...identifiers),
        async (key, enc, [field, call]) => {
          const form = ENCODINGS[enc](key)
          const { client, sent } = recording(key)
          const d = await client.deliver(call(form))
          const error = d.delivered ? undefined : d.error
          expectFacts({
            refused: error instanceof RefusedFieldError,
            'names the field': Boolean(error?.message.startsWith(field)),
            'not retryable': error?.retryable === false,
            'does not quote it': !error?.message.includes(form),
            'nothing sent': sent.length === 0
          })
        }
      )
    )
  })

  it('refuses an identifier holding the key escaped in any mix, in either case', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiKey,
        fc.constantFrom<Encoding>('json', 'percent'),
        spelling,
        fc.constantFrom(...identifiers),
        async (key, enc, how, [field, call]) => {
          const form = encode(key, enc, how)
          const { client, sent } = recording(key)
          const d = await client.deliver(call(form))
          const error = d.delivered ? undefined : d.error
          expectFacts({
            refused: error instanceof RefusedFieldError,
            'names the field': Boolean(error?.message.startsWith(field)),
            'nothing sent': sent.length === 0
          })
        }
      )
    )
  })

  it('refuses a body that is not an object, as a record read back from disk may hold', async () => {
    const { client, sent } = recording('jm_gate_plain_key')
    for (const body of [null, 'jm_gate_plain_key', ['jm_gate_plain_key'], 3]) {
      const d = await client.deliver({ kind: 'heartbeat', body } as unknown as ServiceCall)
      expect(d.delivered ? undefined : d.error).toBeInstanceOf(RefusedFieldError)
    }
    expectEqual(sent, [])
  })

  /** Metadata holding `a` then `b`, as values (any depth) or as keys. */
  const splits: Array<[string, 'values' | 'a key', (a: string, b: string) => Metadata]> = [
    ['two values in a row', 'values', (a, b) => ({ first: a, second: b })],
    ['two values with others between', 'values', (a, b) => ({ n: 1, x: a, y: 'ok', z: b })],
    ['values at different depths', 'values', (a, b) => ({ x: { deep: [a] }, y: [{ b }] })],
    ['a key and its value', 'a key', (a, b) => ({ outer: { [a]: b } })],
    ['a value and the next key', 'a key', (a, b) => ({ x: a, [b]: 1 })],
    ['two keys', 'a key', (a, b) => ({ [a]: 1, [b]: 2 })]
  ]

  it('reads metadata as a whole: the key split across its strings is hidden or refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        apiKey,
        fc.nat(),
        fc.constantFrom(...splits),
        fc.constantFrom('start', 'heartbeat'),
        async (key, at, [, holds, metadata], kind) => {
          const cut = 1 + (at % (key.length - 1))
          const [a, b] = [key.slice(0, cut), key.slice(cut)]
          // A key that is a whole number goes first in an object, before the keys written
          // before it, and so it is sent: the pieces are then not in order.
          fc.pre(holds === 'values' || (!/^\d+$/.test(a) && !/^\d+$/.test(b)))
          const { client, sent } = recording(key)
          const body = { job_name: 'nightly', current_time: T, metadata: metadata(a, b) }
          const call: ServiceCall =
            kind === 'heartbeat'
              ? { kind, body }
              : {
                  kind: 'start',
                  body: {
                    job_name: 'nightly',
                    status: 'running',
                    run_id: '',
                    start_time: T,
                    end_time: null,
                    error_details: null,
                    metadata: body.metadata
                  }
                }
          const d = await client.deliver(call)
          if (holds === 'a key') {
            const error = d.delivered ? undefined : d.error
            expectFacts({
              refused: error instanceof RefusedFieldError,
              'names metadata': Boolean(error?.message.startsWith('metadata')),
              'nothing sent': sent.length === 0
            })
            return
          }
          const sentMetadata = JSON.stringify(JSON.parse(sent[0]?.body ?? '{}').metadata ?? {})
          const strings: string[] = []
          JSON.parse(sentMetadata, (_, v) => (typeof v === 'string' && strings.push(v), v))
          expectFacts({
            delivered: d.delivered,
            'the values in a row do not make the key': !strings.join('').includes(key),
            'the longer piece is not sent': !sentMetadata.includes(a.length > b.length ? a : b)
          })
        }
      )
    )
  })

  it('refuses tags that hold the key one piece each', async () => {
    await fc.assert(
      fc.asyncProperty(apiKey, fc.nat(), async (key, at) => {
        const cut = 1 + (at % (key.length - 1))
        const { client, sent } = recording(key)
        const d = await client.deliver({
          kind: 'start',
          body: {
            job_name: 'nightly',
            status: 'running',
            run_id: '',
            start_time: T,
            end_time: null,
            error_details: null,
            tags: [key.slice(0, cut), key.slice(cut)]
          }
        })
        const error = d.delivered ? undefined : d.error
        expectFacts({
          refused: error instanceof RefusedFieldError,
          'names the tags': Boolean(error?.message.startsWith('tags')),
          'nothing sent': sent.length === 0
        })
      })
    )
  })

  it('sends an ordinary call as it was built', async () => {
    const { client, sent } = recording('jm_gate_plain_key')
    const call = carrying('the export failed: disk full', 0, 0)
    expect((await client.deliver(call)).delivered).toBe(true)
    expectEqual(JSON.parse(sent[0].body ?? ''), call.body)
  })
})
