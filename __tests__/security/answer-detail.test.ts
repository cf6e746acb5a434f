/**
 * The service's answers are text we did not write: whatever an error body or a malformed 200
 * holds, the message the client raises (and every front end prints) shows no piece of the
 * key in any encoding, and no character a terminal or the runner would act on.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { MonitorClient } from '../../src/client/client.js'
import type { Transport } from '../../src/client/transport.js'
import { endReport, startReport } from '../../src/client/reports.js'
import { FakeClock } from '../client/fake-clock.js'

const start = startReport({ jobName: 'nightly', startTime: '2026-11-22T10:00:00.000+00:00' })
const end = endReport({
  jobName: 'nightly',
  startTime: '2026-11-22T10:00:00.000+00:00',
  runId: 'r-1',
  status: 'failed',
  endTime: '2026-11-22T10:05:00.000+00:00'
})

/** Every encoding of the key an answer might echo, and a long piece of each. */
function forms(key: string): string[] {
  const b = Buffer.from(key)
  const whole = [
    key,
    encodeURIComponent(key),
    b.toString('base64'),
    b.toString('base64url'),
    b.toString('hex')
  ]
  return whole.flatMap(f => [
    f,
    f.slice(0, Math.ceil(f.length * 0.6)),
    f.slice(-Math.ceil(f.length * 0.6))
  ])
}

// Controls a terminal or the runner acts on: ESC, BEL, CR, LF, C1, bidi overrides.
// eslint-disable-next-line no-control-regex
const ACTIVE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/**
 * What a message shows of the key and of active controls, in one comparison: each `expect`
 * call costs tens of microseconds, and the key has fifteen forms to look for on every run.
 */
function shown(message: string, key: string): { forms: string[]; active?: string } {
  return {
    forms: forms(key).filter(f => message.includes(f)),
    active: ACTIVE.exec(message)?.[0]
  }
}

async function messageFor(
  status: number,
  body: string,
  apiKey: string,
  kind: 'start' | 'end'
): Promise<string> {
  const transport: Transport = async () => ({ status, headers: {}, body })
  const client = new MonitorClient({
    baseUrl: 'https://monitor.example.test',
    apiKey,
    transport,
    clock: new FakeClock(),
    maxAttempts: 1
  })
  const r =
    kind === 'start'
      ? await client.deliver({ kind: 'start', body: start })
      : await client.deliver({ kind: 'end', body: end })
  expect(r.delivered).toBe(false)
  return r.delivered ? '' : r.error.message
}

const keyArb = fc.stringMatching(/^[A-Za-z0-9_+/=-]{16,48}$/)
const noiseArb = binaryString({ maxLength: 60 })
const encodingArb = fc.constantFrom<(k: string) => string>(
  k => k,
  k => Buffer.from(k).toString('base64'),
  k => Buffer.from(k).toString('base64url'),
  k => Buffer.from(k).toString('hex'),
  k => encodeURIComponent(k)
)
const controlArb = fc.constantFrom(
  '\u001b[31m',
  '\u0007',
  '\r',
  '\n::error::x\n',
  '\u202e',
  '\u009b2J'
)

describe('an error body in a message', () => {
  it('never shows the key, in any encoding, nor an active control character', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        noiseArb,
        encodingArb,
        controlArb,
        fc.constantFrom(400, 404, 422, 500, 503),
        fc.constantFrom<'start' | 'end'>('start', 'end'),
        async (key, noise, encode, control, status, kind) => {
          const body = `${noise}${control} echo: ${encode(key)} ${control}${noise}`
          const message = await messageFor(status, body, key, kind)
          expect({ ...shown(message, key), status: message.includes(`HTTP ${status}`) }).toEqual({
            forms: [],
            status: true
          })
        }
      ),
      { numRuns: 150 }
    )
  })
})

describe('a 200 that is not the answer the API text promises', () => {
  it('never shows the key nor an active control character in the reason', async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        encodingArb,
        controlArb,
        fc.constantFrom<(s: string) => string>(
          s => s, // not JSON
          s => JSON.stringify(s), // a JSON string, not an object
          s => JSON.stringify([s]), // an array
          s => `<html>${s}</html>`
        ),
        fc.constantFrom<'start' | 'end'>('start', 'end'),
        async (key, encode, control, wrap, kind) => {
          const body = wrap(`${control}${encode(key)}${control}`)
          const message = await messageFor(200, body, key, kind)
          expect(shown(message, key)).toEqual({ forms: [] })
        }
      ),
      { numRuns: 150 }
    )
  })
})
