/**
 * A whole-number setting reads decimal digits and nothing else, the same way for the action's
 * inputs, the command-line tool's flags and its variables (one check): blanks around the value
 * are ignored, leading zeros are decimal (never octal); a sign, a fraction, an exponent, a base
 * prefix, digit separators, a unit, words and digits of other scripts are refused, naming the
 * setting; a value past the bound is refused with the bound, and the message stays short however
 * long the value.
 */
import { describe, expect, it } from '@jest/globals'
import { InputError, readSettings } from '../../src/action/settings.js'
import { UsageError } from '../../src/cli/errors.js'
import { execOptions } from '../../src/cli/command-settings.js'

type Expected = number | 'not whole' | 'out of range'

const HEARTBEAT: Array<[string, Expected]> = [
  ['10', 10],
  [' 10 ', 10],
  ['\t10\n', 10],
  ['010', 10],
  ['0', 0],
  ['00', 0],
  ['86400', 86400],
  ['-0', 'not whole'],
  ['+5', 'not whole'],
  ['-5', 'not whole'],
  ['1e3', 'not whole'],
  ['1E3', 'not whole'],
  ['0x10', 'not whole'],
  ['0o10', 'not whole'],
  ['0b10', 'not whole'],
  ['1_000', 'not whole'],
  ['1,000', 'not whole'],
  ['1 000', 'not whole'],
  ['1.0', 'not whole'],
  ['1.5', 'not whole'],
  ['.5', 'not whole'],
  ['10.', 'not whole'],
  ['Infinity', 'not whole'],
  ['-Infinity', 'not whole'],
  ['NaN', 'not whole'],
  ['１０', 'not whole'],
  ['٣', 'not whole'],
  ['10s', 'not whole'],
  ['\u000010', 'not whole'],
  ['10\u0000', 'not whole'],
  ['86401', 'out of range'],
  ['9007199254740993', 'out of range'],
  ['1' + '0'.repeat(400), 'out of range'],
  ['9'.repeat(1 << 20), 'out of range']
]

/** The largest safe integer is the bound of a GitHub job id: past it, numbers lose digits. */
const JOB_ID: Array<[string, Expected]> = [
  ['9007199254740991', 9007199254740991],
  ['09007199254740991', 9007199254740991],
  ['9007199254740992', 'out of range'],
  ['9007199254740993', 'out of range'],
  ['0', 'out of range']
]

/** The row as a test title: a long value by its start and length. */
function titled(rows: Array<[string, Expected]>): Array<[string, string, Expected]> {
  return rows.map(([v, e]) => [
    `${v.length > 30 ? `${v.slice(0, 12)}… (${v.length} characters)` : JSON.stringify(v)}: ${e}`,
    v,
    e
  ])
}

function outcome(
  read: () => number | undefined,
  kind: new (...a: never[]) => Error,
  name: string
): Expected {
  try {
    return read() as number
  } catch (e) {
    if (!(e instanceof kind)) throw e
    expect(e.message).toContain(name)
    expect(e.message.length).toBeLessThan(200)
    if (/must be a whole number/.test(e.message)) return 'not whole'
    if (/must be between/.test(e.message)) return 'out of range'
    throw e
  }
}

const base: Record<string, string> = {
  'api-key': 'jm_key_notations',
  'base-url': 'https://m.example.com'
}
const env = { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 't' }

async function action(input: string, value: string): Promise<Record<string, unknown>> {
  const values: Record<string, string> = { ...base, [input]: value }
  return (await readSettings(n => values[n] ?? '', env)) as unknown as Record<string, unknown>
}

async function actionOutcome(input: string, field: string, value: string): Promise<Expected> {
  try {
    return (await action(input, value))[field] as number
  } catch (e) {
    return outcome(
      () => {
        throw e
      },
      InputError,
      input
    )
  }
}

describe('numbers in every notation', () => {
  it.each(titled(HEARTBEAT))('heartbeat-interval %s, everywhere', async (_, value, expected) => {
    expect(await actionOutcome('heartbeat-interval', 'heartbeatSeconds', value)).toEqual(expected)
    const seconds = (ms: number): number => ms / 1000
    expect(
      outcome(
        () =>
          seconds(
            execOptions({ 'job-name': 'n', 'heartbeat-interval': value }, ['true'], {}).heartbeatMs
          ),
        UsageError,
        '--heartbeat-interval'
      )
    ).toEqual(expected)
    expect(
      outcome(
        () =>
          seconds(
            execOptions({ 'job-name': 'n' }, ['true'], { JOB_MONITOR_HEARTBEAT_INTERVAL: value })
              .heartbeatMs
          ),
        UsageError,
        'JOB_MONITOR_HEARTBEAT_INTERVAL'
      )
    ).toEqual(expected)
  })

  it.each(titled(JOB_ID))('check-run-id %s', async (_, value, expected) => {
    expect(await actionOutcome('check-run-id', 'checkRunId', value)).toEqual(expected)
  })
})
