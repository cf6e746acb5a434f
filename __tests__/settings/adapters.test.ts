/**
 * The action's settings and the command-line tool's config read each setting with the same
 * check: the same value is refused with the same problem, named as each user knows it (the
 * input; the flag, or the variable when the value came from one).
 */
import { describe, expect, it } from '@jest/globals'
import { InputError, readSettings } from '../../src/action/settings.js'
import { emulatorSubcommand } from '../../src/cli/commands.js'
import { metadataOf, serviceConfig, tagsOf } from '../../src/cli/config.js'
import { UsageError } from '../../src/cli/errors.js'
import { execOptions } from '../../src/cli/command-settings.js'

const env = { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'test' }
const base = {
  'api-key': 'jm_key_adapters',
  'base-url': 'https://monitor.example.com',
  'job-name': 'n'
}

function action(values: Record<string, string>): ReturnType<typeof readSettings> {
  const all: Record<string, string> = { ...base, ...values }
  return readSettings(name => all[name] ?? '', env)
}

async function actionRefusal(values: Record<string, string>): Promise<InputError> {
  const e = await action(values).then(
    () => undefined,
    (e: unknown) => e
  )
  expect(e).toBeInstanceOf(InputError)
  return e as InputError
}

function cliRefusal(run: () => unknown): UsageError {
  try {
    run()
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError)
    return e as UsageError
  }
  throw new Error('expected a UsageError')
}

interface Row {
  rule: string
  input: string
  flag: string
  variable: string
  value: string
  problem: string
}

const ROWS: Row[] = [
  {
    rule: 'a URL',
    input: 'base-url',
    flag: 'base-url',
    variable: 'JOB_MONITOR_BASE_URL',
    value: 'not a url',
    problem: "is not a URL: 'not a url'; use https://host[:port]"
  },
  {
    rule: 'an http(s) URL',
    input: 'deployment-url',
    flag: 'deployment-url',
    variable: 'JOB_MONITOR_DEPLOYMENT_URL',
    value: 'ftp://deploy.example.com',
    problem: 'must be an http(s) URL, not ftp:'
  },
  {
    rule: 'plain http only to loopback',
    input: 'base-url',
    flag: 'base-url',
    variable: 'JOB_MONITOR_BASE_URL',
    value: 'http://127.x.attacker.example',
    problem:
      'uses http:// to 127.x.attacker.example: the API key would cross the network in clear text; use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])'
  },
  {
    rule: 'plain http only to loopback',
    input: 'deployment-url',
    flag: 'deployment-url',
    variable: 'JOB_MONITOR_DEPLOYMENT_URL',
    value: 'http://foo.localhost:8080',
    problem:
      'uses http:// to foo.localhost: the API key would cross the network in clear text; use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])'
  },
  {
    rule: 'a whole number',
    input: 'timeout-seconds',
    flag: 'timeout',
    variable: 'JOB_MONITOR_TIMEOUT',
    value: '2.5',
    problem: "must be a whole number of seconds, not '2.5'"
  },
  {
    rule: 'a number within bounds',
    input: 'timeout-seconds',
    flag: 'timeout',
    variable: 'JOB_MONITOR_TIMEOUT',
    value: '301',
    problem: 'must be between 1 and 300 seconds, not 301'
  },
  {
    rule: 'a number within bounds',
    input: 'max-attempts',
    flag: 'attempts',
    variable: 'JOB_MONITOR_ATTEMPTS',
    value: '0',
    problem: 'must be between 1 and 10 attempts, not 0'
  }
]

describe.each(ROWS)('$rule: $value', row => {
  it(`the action names the input ${row.input}`, async () => {
    const e = await actionRefusal({ [row.input]: row.value })
    expect(e.input).toBe(row.input)
    expect(e.message).toBe(`Input '${row.input}': ${row.problem}`)
  })
  it(`the command-line tool names --${row.flag}`, () => {
    const e = cliRefusal(() => serviceConfig({ [row.flag]: row.value }, {}))
    expect(e.input).toBe(`--${row.flag}`)
    expect(e.fromEnvironment).toBe(false)
    expect(e.message).toBe(`--${row.flag} ${row.problem}`)
  })
  it(`the command-line tool names ${row.variable}`, () => {
    const e = cliRefusal(() => serviceConfig({}, { [row.variable]: row.value }))
    expect(e.input).toBe(row.variable)
    expect(e.fromEnvironment).toBe(true)
    expect(e.message).toBe(`${row.variable} ${row.problem}`)
  })
  it(`a good --${row.flag} wins over a bad ${row.variable}`, () => {
    const good = row.flag.endsWith('url') ? 'https://ok.example' : '5'
    expect(() => serviceConfig({ [row.flag]: good }, { [row.variable]: row.value })).not.toThrow()
  })
})

describe('metadata', () => {
  it.each([
    ['[1, 2]', 'must be an object (key: value pairs)'],
    ['{ "a": 1', /^is not valid JSON: /]
  ])('%j is refused the same way by both', async (value, problem) => {
    const a = await actionRefusal({ metadata: value })
    expect(a.input).toBe('metadata')
    expect(a.message).toMatch(/^Input 'metadata': /)
    const c = cliRefusal(() => metadataOf({ metadata: value }))
    expect(c.input).toBe('--metadata')
    expect(c.message).toMatch(/^--metadata /)
    expect(a.message.replace("Input 'metadata': ", '')).toBe(c.message.replace('--metadata ', ''))
    expect(c.message.replace('--metadata ', '')).toMatch(problem)
  })
  it('keeps numbers as numbers in both; the action also reads YAML', async () => {
    expect((await action({ metadata: '{"rows": 1200, "ok": true}' })).metadata).toEqual({
      rows: 1200,
      ok: true
    })
    expect((await action({ metadata: 'rows: 1200\nok: true' })).metadata).toEqual({
      rows: 1200,
      ok: true
    })
    expect(metadataOf({ metadata: '{"rows": 1200, "ok": true}' })).toEqual({ rows: 1200, ok: true })
    expect(cliRefusal(() => metadataOf({ metadata: 'rows: 1200' })).message).toMatch(
      /^--metadata is not valid JSON/
    )
  })
})

describe('tags', () => {
  it('the action reads a list and names the input when it cannot', async () => {
    expect((await action({ tags: ' a, b\n- c\n' })).tags).toEqual(['a', 'b', 'c'])
    const e = await actionRefusal({ tags: '[{"a": 1}]' })
    expect(e.message).toBe("Input 'tags': must be a JSON list of text, not of objects or lists")
  })
  it('the command-line tool takes each --tag as one tag, trimmed, empty ones dropped', () => {
    expect(tagsOf({ tag: [' nightly ', '', 'a,b'] })).toEqual(['nightly', 'a,b'])
    expect(tagsOf({ tag: [' '] })).toBeUndefined()
    expect(tagsOf({})).toBeUndefined()
  })
})

describe('booleans', () => {
  it.each([
    ['true', true],
    ['yes', true],
    ['on', true],
    ['1', true],
    ['false', false],
    ['no', false],
    ['off', false],
    ['0', false],
    ['Yes', true],
    ['OFF', false],
    ['', false]
  ])('the action reads fail-on-error %j as %s', async (word, meaning) => {
    expect((await action({ 'fail-on-error': word })).failOnError).toBe(meaning)
  })
  it('the action refuses another word, naming the input and the words', async () => {
    const e = await actionRefusal({ 'fail-on-error': 'maybe' })
    expect(e.input).toBe('fail-on-error')
    expect(e.message).toBe(
      "Input 'fail-on-error': must be true or false (or yes, on, 1, no, off, 0), not 'maybe'"
    )
  })
})

describe("the command-line tool's other numeric flags use the same check", () => {
  it.each([
    ['port', 'abc', "--port must be a whole number, not 'abc'"],
    ['port', '-1', "--port must be a whole number, not '-1'"],
    ['port', '80.5', "--port must be a whole number, not '80.5'"],
    ['port', '65536', '--port must be between 0 and 65535, not 65536'],
    ['hourly-limit', 'lots', "--hourly-limit must be a whole number, not 'lots'"]
  ])('emulator --%s %s', async (flag, value, message) => {
    const e = await emulatorSubcommand({ [flag]: value }, {}).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(e).toBeInstanceOf(UsageError)
    expect(e).toMatchObject({ message, input: `--${flag}` })
  })

  it.each([
    ['end-timeout', '1e3', "--end-timeout must be a whole number of seconds, not '1e3'"],
    ['kill-after', '3601', '--kill-after must be between 0 and 3600 seconds, not 3601'],
    ['log-max-bytes', '64k', "--log-max-bytes must be a whole number of bytes, not '64k'"],
    [
      'heartbeat-interval',
      'soon',
      "--heartbeat-interval must be a whole number of seconds, not 'soon'"
    ],
    // A duration with a unit: the refusal names the unit, and says what to write instead.
    [
      'heartbeat-interval',
      '5m',
      "--heartbeat-interval must be a whole number of seconds, not '5m' ('5m' is 300)"
    ],
    ['kill-after', '30s', "--kill-after must be a whole number of seconds, not '30s' ('30s' is 30)"]
  ])('exec --%s %s', (flag, value, message) => {
    const e = cliRefusal(() => execOptions({ [flag]: value, 'job-name': 'n' }, ['true'], {}))
    expect(e.message).toBe(message)
    expect(e.input).toBe(`--${flag}`)
  })

  it('exec names JOB_MONITOR_HEARTBEAT_INTERVAL when the value came from it', () => {
    const e = cliRefusal(() =>
      execOptions({ 'job-name': 'n' }, ['true'], { JOB_MONITOR_HEARTBEAT_INTERVAL: '-5' })
    )
    expect(e.message).toBe(
      "JOB_MONITOR_HEARTBEAT_INTERVAL must be a whole number of seconds, not '-5'"
    )
    expect(e.fromEnvironment).toBe(true)
  })
})
