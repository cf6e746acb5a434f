import { describe, expect, it } from '@jest/globals'
import {
  InputError,
  jobName,
  parseList,
  parseMetadata,
  readSettings
} from '../../src/action/settings.js'

const KEY = 'jm-test-key-0123456789'

function reader(values: Record<string, string>): (name: string) => string {
  return name => values[name] ?? ''
}
const env = { GITHUB_WORKFLOW: 'CI', GITHUB_JOB: 'test' }
const base = { 'api-key': KEY, 'base-url': 'https://monitor.example.com', 'job-name': 'nightly' }

async function failure(values: Record<string, string>): Promise<InputError> {
  try {
    await readSettings(reader({ ...base, ...values }), env)
  } catch (e) {
    expect(e).toBeInstanceOf(InputError)
    return e as InputError
  }
  throw new Error('expected an InputError')
}

describe('readSettings', () => {
  it('reads defaults into one typed object', async () => {
    const s = await readSettings(reader(base), env)
    expect(s).toMatchObject({
      apiKey: KEY,
      baseUrl: 'https://monitor.example.com',
      jobName: 'nightly',
      heartbeatSeconds: 300,
      logMaxBytes: 65536,
      jobStatus: 'success',
      metadata: {},
      tags: null,
      logPaths: [],
      failOnError: false,
      stepOutput: true
    })
    expect(s.checkRunId).toBeUndefined()
    expect(s.timeoutMs).toBeUndefined()
  })

  it('reads every input', async () => {
    const s = await readSettings(
      reader({
        ...base,
        'base-url': 'http://127.0.0.1:8080/',
        'deployment-url': 'https://deploy.example.com',
        'pipeline-id': 'p1',
        'heartbeat-interval': '1',
        'job-status': 'Cancelled',
        metadata: 'team: core\ncount: 3',
        tags: 'a, b',
        'log-paths': 'build/*.log\n# comment\n\nout.txt',
        'log-max-bytes': '2048',
        'github-token': 'ghs_x',
        'check-run-id': '123',
        'fail-on-error': 'true',
        'timeout-seconds': '5',
        'max-attempts': '2',
        'queue-dir': '/tmp/q',
        'step-output': 'false'
      }),
      env
    )
    expect(s).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080',
      deploymentUrl: 'https://deploy.example.com',
      pipelineId: 'p1',
      heartbeatSeconds: 1,
      jobStatus: 'cancelled',
      metadata: { team: 'core', count: 3 },
      tags: ['a', 'b'],
      logPaths: ['build/*.log', 'out.txt'],
      logMaxBytes: 2048,
      githubToken: 'ghs_x',
      checkRunId: 123,
      failOnError: true,
      timeoutMs: 5000,
      maxAttempts: 2,
      queueDir: '/tmp/q',
      stepOutput: false
    })
  })

  it('fails naming step-output when it is not a yes or no', async () => {
    expect((await failure({ 'step-output': 'sometimes' })).input).toBe('step-output')
  })

  it('reads job-total, the jobs of the matrix sharing the key; unset means unknown', async () => {
    expect((await readSettings(reader(base), env)).jobTotal).toBeUndefined()
    expect((await readSettings(reader({ ...base, 'job-total': '1' }), env)).jobTotal).toBe(1)
    expect((await readSettings(reader({ ...base, 'job-total': ' 10 ' }), env)).jobTotal).toBe(10)
  })

  it('allows heartbeat-interval 0 (off) and any whole number >= 1', async () => {
    expect(
      (await readSettings(reader({ ...base, 'heartbeat-interval': '0' }), env)).heartbeatSeconds
    ).toBe(0)
    expect(
      (await readSettings(reader({ ...base, 'heartbeat-interval': '7' }), env)).heartbeatSeconds
    ).toBe(7)
  })

  it.each([
    [{ 'heartbeat-interval': 'soon' }, 'heartbeat-interval', /whole number of seconds, not 'soon'/],
    [{ 'heartbeat-interval': '1.5' }, 'heartbeat-interval', /whole number/],
    [{ 'heartbeat-interval': '-1' }, 'heartbeat-interval', /whole number/],
    [{ 'job-total': 'ten' }, 'job-total', /whole number of jobs, not 'ten'/],
    [{ 'job-total': '0' }, 'job-total', /between 1 and/],
    [{ 'job-total': '2.5' }, 'job-total', /whole number/],
    [{ metadata: '[1, 2]' }, 'metadata', /must be an object/],
    [{ metadata: '"text"' }, 'metadata', /must be an object/],
    [{ metadata: '{ not json' }, 'metadata', /not valid JSON/],
    [{ metadata: 'a: [' }, 'metadata', /neither JSON nor valid YAML/],
    [{ 'base-url': 'ftp://monitor.example.com' }, 'base-url', /http\(s\)/],
    [{ 'base-url': 'not a url' }, 'base-url', /not a URL/],
    [{ 'base-url': 'http://monitor.example.com' }, 'base-url', /in clear text/],
    [{ 'base-url': '' }, 'base-url', /required/],
    [{ 'deployment-url': 'http://10.0.0.1' }, 'deployment-url', /in clear text/],
    [{ 'log-max-bytes': 'lots' }, 'log-max-bytes', /whole number of bytes/],
    [{ 'log-max-bytes': '10' }, 'log-max-bytes', /between 1024/],
    [{ 'fail-on-error': 'maybe' }, 'fail-on-error', /true or false/],
    [{ 'timeout-seconds': '0' }, 'timeout-seconds', /between 1/],
    [{ 'max-attempts': 'x' }, 'max-attempts', /whole number/],
    [{ 'check-run-id': 'abc' }, 'check-run-id', /a whole number, not 'abc'/],
    [{ tags: '[oops' }, 'tags', /JSON/]
  ])('rejects %j naming the input', async (values, input, message) => {
    const e = await failure(values)
    expect(e.input).toBe(input)
    expect(e.message).toContain(`'${input}'`)
    expect(e.message).toMatch(message)
  })

  it('accepts http:// to loopback hosts only', async () => {
    for (const url of ['http://localhost:1', 'http://127.0.0.1:2', 'http://[::1]:3']) {
      await expect(readSettings(reader({ ...base, 'base-url': url }), env)).resolves.toBeDefined()
    }
  })

  it('does not require base-url when the key is empty (skipped)', async () => {
    const s = await readSettings(reader({ 'api-key': '', 'job-name': 'x' }), env)
    expect(s.apiKey).toBe('')
  })
})

describe('jobName', () => {
  it('appends matrix values to the default name', () => {
    const r = reader({
      'job-name': 'CI / test',
      matrix: JSON.stringify({ os: 'ubuntu-latest', node: 22 })
    })
    expect(jobName(r, env)).toBe('CI / test (ubuntu-latest, 22)')
  })
  it('keeps a name the user gave as it is', () => {
    const r = reader({ 'job-name': 'nightly ${os}', matrix: JSON.stringify({ os: 'x' }) })
    expect(jobName(r, env)).toBe('nightly ${os}')
  })
  it('falls back to workflow / job and ignores an empty matrix', () => {
    expect(jobName(reader({ matrix: 'null' }), env)).toBe('CI / test')
    expect(jobName(reader({ 'job-name': 'CI / test', matrix: '{}' }), env)).toBe('CI / test')
  })
})

describe('parseMetadata and parseList', () => {
  it('keeps numbers as numbers in JSON and YAML', async () => {
    expect(await parseMetadata('{"n": 1, "s": "x"}', 'metadata')).toEqual({ n: 1, s: 'x' })
    expect(await parseMetadata('n: 1\ns: x', 'metadata')).toEqual({ n: 1, s: 'x' })
    expect(await parseMetadata('  ', 'metadata')).toEqual({})
  })
  it("reads YAML's one-line mapping, `{records: 1200}`, as YAML", async () => {
    // The input is "a JSON or YAML object": a flow mapping is YAML, though it opens with {.
    expect(await parseMetadata('{records: 1200, source: nightly}', 'metadata')).toEqual({
      records: 1200,
      source: 'nightly'
    })
    expect(await parseMetadata("{'a': 1, b: [x, 2]}", 'metadata')).toEqual({ a: 1, b: ['x', 2] })
  })
  it('says a broken JSON object is not valid JSON, YAML or not', async () => {
    for (const text of ['{ not json', '{"a": 1', '{"a": 1} trailing']) {
      await expect(parseMetadata(text, 'metadata')).rejects.toThrow(
        /^Input 'metadata': is not valid JSON: /
      )
    }
  })
  it('reads tags in lines, commas, YAML dashes or JSON', () => {
    expect(parseList('a\nb')).toEqual(['a', 'b'])
    expect(parseList('- a\n- b')).toEqual(['a', 'b'])
    expect(parseList('["a", "b"]')).toEqual(['a', 'b'])
    expect(parseList('')).toBeNull()
  })
})
