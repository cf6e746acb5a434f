/**
 * Every setting survives hostile values: each value is either taken (and what is taken can be
 * sent: it serializes) or refused with a message that names the input, flag or variable, on
 * one line and bounded. Never another kind of error, never a stack overflow. The values:
 * JSON and YAML nested thousands of levels deep, strings of hundreds of kilobytes, NUL bytes,
 * newlines, lone surrogates, workflow-command look-alikes, and numbers in every notation.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { expectFacts } from '../expect-equal.js'
import { Inputs } from '../../src/action/constants.js'
import { readNotifySettings } from '../../src/action/notify.js'
import { InputError, readSettings } from '../../src/action/settings.js'
import { Env, metadataOf, serviceConfig, tagsOf } from '../../src/cli/config.js'
import { UsageError } from '../../src/cli/errors.js'
import { execOptions } from '../../src/cli/command-settings.js'
import { joinUrl } from '../../src/client/client.js'
import { startReport } from '../../src/client/reports.js'
import { PATHS } from '../../src/client/wire.js'
import { SettingError, checkJobName, checkMetadata, checkTags } from '../../src/settings/check.js'
import * as yaml from 'yaml'

const DEEPEST = 20_000
/** Far beyond any value a user means, and a thousand times what a refusal may quote. */
const HUGE = 256 * 1024

/** Text that opens `open` `depth` times, then closes as many. */
export function nested(depth: number, open: string, middle: string, close: string): string {
  return open.repeat(depth) + middle + close.repeat(depth)
}

/** YAML mappings nested by indentation alone. */
function yamlBlock(depth: number): string {
  return Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1'
}

/** The deepest nesting, 20,000 levels, in JSON and in YAML's flow style. */
const DEEPEST_TEXTS = [
  nested(DEEPEST, '{"a":', '1', '}'),
  nested(DEEPEST, '[', '', ']'),
  `a: ${nested(DEEPEST, '[', '', ']')}`,
  `a: ${nested(DEEPEST, '{b: ', '1', '}')}`
]

/**
 * Past the 64-level bound: the deepest texts themselves, and drawn depths up to 2,000 (deeper
 * draws only made the parser's work longer; 20,000 levels stay in the constants).
 */
const DRAWN_DEPTH = 2_000
const deep: fc.Arbitrary<string> = fc.oneof(
  fc.constant(DEEPEST_TEXTS[0]),
  fc.constant(DEEPEST_TEXTS[1]),
  fc.integer({ min: 65, max: DRAWN_DEPTH }).map(n => nested(n, '{"a":', '1', '}')),
  fc.integer({ min: 65, max: DRAWN_DEPTH }).map(n => `{"a":${nested(n, '[', '1', ']')}}`),
  fc.integer({ min: 65, max: DRAWN_DEPTH }).map(n => `a: ${nested(n, '[', '', ']')}`),
  fc.integer({ min: 65, max: DRAWN_DEPTH }).map(n => `a: ${nested(n, '{b: ', '1', '}')}`),
  fc.integer({ min: 65, max: 400 }).map(yamlBlock)
)

const HUGE_TEXTS = [
  'x'.repeat(HUGE),
  '9'.repeat(HUGE),
  `${'0'.repeat(HUGE)}1`,
  `{"a":"${'x'.repeat(HUGE)}"}`,
  `{${'x'.repeat(HUGE)}`,
  `a: [${'x'.repeat(HUGE)}`,
  `https://${'a'.repeat(HUGE)}.example.com`,
  'a,'.repeat(HUGE / 2),
  '\n'.repeat(HUGE)
]

const huge: fc.Arbitrary<string> = fc.constantFrom(...HUGE_TEXTS)

/** Numbers as people (and attackers) write them. */
export const NOTATIONS = [
  '10',
  ' 10 ',
  '010',
  '0',
  '-0',
  '+5',
  '-5',
  '1e3',
  '1E3',
  '0x10',
  '0o10',
  '0b10',
  '1_000',
  '1,000',
  '1.0',
  '1.5',
  '.5',
  'Infinity',
  '-Infinity',
  'NaN',
  '１０',
  '٣',
  '10s',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '1' + '0'.repeat(400),
  '\u000010',
  '10\u0000'
]

const odd: fc.Arbitrary<string> = fc.oneof(
  // Any code units: NUL, controls, newlines, lone surrogates.
  binaryString({ maxLength: 300 }),
  binaryString({ maxLength: 40 }).map(s => `\n::error::${s}\r\n::add-mask::x`),
  fc.constantFrom('\ud800', 'a\udc00b', '\u0000', 'a\u0000b', '{"a":"\ud800"}', '["\udfff"]'),
  fc.constantFrom('.', '..', ' .. ', 'a/../b', '%2e%2e', '?x=1', '#x', '2026-13-45T99:99:99Z'),
  fc.constantFrom(...NOTATIONS)
)

/** Every kind of hostile value. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: odd, weight: 4 },
  { arbitrary: deep, weight: 2 },
  { arbitrary: huge, weight: 1 }
)

/** The refusal names the setting and stays a short single line. */
function expectRefusal(e: unknown, kind: new (...a: never[]) => Error, name: string): void {
  if (!(e instanceof kind)) throw e
  const named = (e as unknown as { input?: string; setting?: string }).input
  expectFacts({
    [`names ${name}`]: (named ?? (e as unknown as SettingError).setting) === name,
    [`says ${name}`]: e.message.includes(name),
    [`one line: ${JSON.stringify(e.message)}`]: !/[\r\n\u2028\u2029]/.test(e.message),
    [`at most 1000 characters: ${e.message.length}`]: e.message.length <= 1000
  })
}

/**
 * Throws where JSON.stringify throws: for what cannot be sent. Strings are written as empty:
 * no string makes JSON.stringify throw, and copying and escaping strings of 256 KiB two or
 * three times a run was most of what these properties spent outside the code they test.
 */
function serializes(value: unknown): void {
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? '' : v))
}

/** Each of these numbers, when set, is one no arithmetic rounds. */
function safeIntegers(...numbers: Array<number | undefined>): boolean {
  return numbers.every(n => n === undefined || Number.isSafeInteger(n))
}

const RUNS = 40

/**
 * A job name goes from the start report to the end through a file or a shell (the step state,
 * `start --format env`): it must come back byte for byte, or the end names another job.
 */
function roundTrips(name: string): boolean {
  return Buffer.from(name, 'utf8').toString('utf8') === name && !name.includes('\u0000')
}

/** The pipeline a notification for `id` reaches, read back from the URL the client builds. */
function notifyPath(id: string): string | undefined {
  const path = new URL(joinUrl('https://deploy.example.com', PATHS.pipelineNotify(id))).pathname
  const m = /^\/api\/pipelines\/([^/]*)\/notify$/.exec(path)
  return m ? decodeURIComponent(m[1]) : undefined
}

describe('the action', () => {
  const base: Record<string, string> = {
    [Inputs.apiKey]: 'k',
    [Inputs.baseUrl]: 'https://monitor.example.com'
  }
  const env = { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'test' }
  const names = Object.values(Inputs).filter(n => n !== Inputs.status && n !== Inputs.message)

  it.each(names)('takes or refuses, naming it, any value of %s', async name => {
    await fc.assert(
      fc.asyncProperty(hostile, async value => {
        const values = { ...base, [name]: value }
        try {
          const s = await readSettings(n => values[n] ?? '', env)
          // What is taken can be sent.
          const body = startReport({
            jobName: s.jobName,
            startTime: '2026-01-01T00:00:00Z',
            metadata: s.metadata,
            tags: s.tags
          })
          serializes({ body, s })
          expectFacts({
            'the pipeline id reaches its pipeline':
              !s.pipelineId || notifyPath(s.pipelineId) === s.pipelineId,
            'the job name round-trips': roundTrips(s.jobName),
            'numbers are safe integers': safeIntegers(
              s.heartbeatSeconds,
              s.logMaxBytes,
              s.jobTotal,
              s.checkRunId
            )
          })
        } catch (e) {
          expectRefusal(e, InputError, name)
        }
      }),
      { numRuns: RUNS }
    )
  })

  it.each([Inputs.status, Inputs.message, Inputs.metadata])(
    'the notify step takes or refuses, naming it, any value of %s',
    async name => {
      await fc.assert(
        fc.asyncProperty(hostile, async value => {
          const values: Record<string, string> = { [Inputs.status]: 'success', [name]: value }
          try {
            const s = await readNotifySettings(n => values[n] ?? '')
            serializes(s)
          } catch (e) {
            expectRefusal(e, InputError, name)
          }
        }),
        { numRuns: RUNS }
      )
    }
  )

  it('refuses metadata nested 20,000 levels deep, naming the input', async () => {
    for (const text of [
      nested(DEEPEST, '{"a":', '1', '}'),
      `a: ${nested(DEEPEST, '[', '', ']')}`
    ]) {
      const e = await readSettings(n => ({ ...base, metadata: text })[n] ?? '', env).then(
        () => undefined,
        (e: unknown) => e
      )
      expectRefusal(e, InputError, 'metadata')
      expect((e as Error).message).toContain('more than 64 levels deep')
    }
  })
})

describe('the command-line tool', () => {
  const flags = [
    'base-url',
    'deployment-url',
    'pipeline-id',
    'queue-dir',
    'timeout',
    'attempts',
    'api-key',
    'job-name',
    'metadata',
    'heartbeat-interval',
    'log-max-bytes',
    'end-timeout',
    'kill-after'
  ]
  const variables = Object.values(Env)

  /**
   * exec's settings as it reads them, from flags and environment; throws for what cannot be
   * sent.
   */
  function read(f: Record<string, string | string[]>, env: NodeJS.ProcessEnv): void {
    const flagsGiven = { 'job-name': 'n', ...f }
    const config = serviceConfig(flagsGiven, env)
    const o = execOptions(flagsGiven, ['true'], env)
    const body = startReport({
      jobName: o.jobName,
      startTime: '2026-01-01T00:00:00Z',
      metadata: o.metadata,
      tags: o.tags
    })
    expectFacts({
      'numbers are safe integers': safeIntegers(
        o.heartbeatMs,
        o.logMaxBytes,
        o.endTimeoutMs,
        o.killAfterMs,
        config.timeoutMs
      ),
      'the pipeline id reaches its pipeline':
        !config.pipelineId || notifyPath(config.pipelineId) === config.pipelineId,
      'the job name round-trips': roundTrips(o.jobName)
    })
    serializes({ config, o, body })
  }

  it.each(flags)('takes or refuses, naming it, any value of --%s', flag => {
    fc.assert(
      fc.property(hostile, value => {
        try {
          read({ [flag]: value }, {})
        } catch (e) {
          expectRefusal(e, UsageError, `--${flag}`)
        }
      }),
      { numRuns: RUNS }
    )
  })

  it.each(variables)('takes or refuses, naming it, any value of %s', variable => {
    fc.assert(
      fc.property(hostile, value => {
        try {
          read({}, { [variable]: value })
        } catch (e) {
          expectRefusal(e, UsageError, variable)
        }
      }),
      { numRuns: RUNS }
    )
  })

  it.each(['meta', 'tag'])('takes or refuses, naming it, any values of --%s', flag => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 3 }), values => {
        try {
          read({ [flag]: values }, {})
          // Throws for what cannot be sent.
          serializes([metadataOf({ [flag]: values }), tagsOf({ [flag]: values })])
        } catch (e) {
          expectRefusal(e, UsageError, `--${flag}`)
        }
      }),
      { numRuns: RUNS }
    )
  })

  it('keeps a --meta key named __proto__ as a key', () => {
    expect(JSON.stringify(metadataOf({ meta: ['__proto__=1', 'constructor=2'] }))).toBe(
      '{"__proto__":1,"constructor":2}'
    )
  })
})

describe('the shared checks', () => {
  it('checkMetadata takes or refuses any text, with or without YAML', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (text, withYaml) => {
        try {
          const m = checkMetadata(text, 'metadata', withYaml ? yaml : undefined)
          serializes(m)
        } catch (e) {
          expectRefusal(e, SettingError, 'metadata')
        }
      }),
      // Every deepest and every huge value, read both ways, then random ones: each is read
      // here for certain, not left to the draws.
      {
        examples: [...DEEPEST_TEXTS, ...HUGE_TEXTS].flatMap(text => [
          [text, false] as [string, boolean],
          [text, true] as [string, boolean]
        ]),
        numRuns: 60
      }
    )
  })

  it('refuses YAML nested past the bound as too deep, at any depth, and reads brackets in text as text', () => {
    const problem = 'nests objects and lists more than 64 levels deep; keep it flatter'
    // A mapping holding 64 flow levels is 65 deep: the first depth refused.
    for (const depth of [64, 65, DRAWN_DEPTH, DEEPEST]) {
      for (const text of [
        `a: ${nested(depth, '[', '', ']')}`,
        `a: ${nested(depth, '{b: ', '1', '}')}`,
        `a:\n  b: ${nested(depth, '[', '1', ']')}`
      ]) {
        let e: unknown
        try {
          checkMetadata(text, 'metadata', yaml)
        } catch (caught) {
          e = caught
        }
        expect([depth, (e as SettingError)?.problem]).toEqual([depth, problem])
      }
    }
    const brackets = '['.repeat(DRAWN_DEPTH)
    expect(checkMetadata(`a: ${nested(63, '[', '1', ']')}`, 'metadata', yaml)).toEqual({
      a: JSON.parse(nested(63, '[', '1', ']'))
    })
    expect(
      checkMetadata(
        `# ${brackets}\na: "${brackets}"\nb: '${brackets}'\nc: x${brackets}\nd: |\n  ${brackets}\n`,
        'metadata',
        yaml
      )
    ).toEqual({ a: brackets, b: brackets, c: `x${brackets}`, d: `${brackets}\n` })
  })

  it('checkTags takes or refuses any text', () => {
    fc.assert(
      fc.property(hostile, text => {
        try {
          const tags = checkTags(text, 'tags')
          expectFacts({
            'tags are strings': tags === undefined || tags.every(t => typeof t === 'string')
          })
        } catch (e) {
          expectRefusal(e, SettingError, 'tags')
        }
      }),
      { numRuns: 200 }
    )
  })
})

describe('an API key no header can carry', () => {
  const problem =
    'holds a character no API key has (a control character, a blank inside it, or one beyond ASCII); check the secret'
  const keys = ['jm_key\n::add-mask::x', 'jm\u0000key', 'jm key', 'jm_kéy', 'jm_\ud800']

  it.each(keys)('%j is refused naming where it came from, never shown', async key => {
    const values: Record<string, string> = {
      [Inputs.apiKey]: key,
      [Inputs.baseUrl]: 'https://monitor.example.com'
    }
    const e = await readSettings(n => values[n] ?? '', { GITHUB_JOB: 'j' }).then(
      () => undefined,
      (e: unknown) => e
    )
    expect((e as Error).message).toBe(`Input 'api-key': ${problem}`)
    expect(() => serviceConfig({ 'api-key': key }, {})).toThrow(`--api-key ${problem}`)
    expect(() => serviceConfig({}, { JOB_MONITOR_API_KEY: key })).toThrow(
      `JOB_MONITOR_API_KEY ${problem}`
    )
  })

  it('a key with blanks around it is trimmed, as before', () => {
    expect(serviceConfig({}, { JOB_MONITOR_API_KEY: ' jm_key_01 \n' }).apiKey).toBe('jm_key_01')
  })
})

describe('a job name', () => {
  it('has each NUL byte and lone surrogate replaced by U+FFFD, as a file or a shell would', async () => {
    expect(checkJobName(' a\ud800b\u0000c\udc00 ')).toBe('a\ufffdb\ufffdc\ufffd')
    expect(checkJobName('nightly 😀 \ud83d\ude00')).toBe('nightly 😀 \ud83d\ude00')
    const s = await readSettings(n => ({ 'job-name': 'x\ud800', 'api-key': '' })[n] ?? '', {})
    expect(s.jobName).toBe('x\ufffd')
    expect(execOptions({ 'job-name': 'x\u0000' }, ['true'], {}).jobName).toBe('x\ufffd')
  })
})
