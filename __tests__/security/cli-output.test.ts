/**
 * What the command-line tool prints carries the service's answers (a run id, next_expected,
 * pipeline names, error bodies). Run inside a GitHub Actions step, every line of it is read by
 * the runner: whatever a service answers, the runner finds no workflow command in the tool's
 * output, and a terminal finds no control character to act on.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import fc from 'fast-check'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { main } from '../../src/cli/main.js'
import { tempDir } from '../cli/run-cli.js'
import { runnerCommands } from '../action/workflow-commands.js'

// ESC, BEL, CR and the C1 CSI a terminal acts on; LF is a line break, checked by the model.
// eslint-disable-next-line no-control-regex
const TERMINAL_ACTIVE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** What the service answers, by endpoint; set by each case. */
let answer: { status: number; body: string } = { status: 200, body: '{}' }
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(answer.body)
    })
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>(r => server.close(() => r())))

let printed: string[] = []
beforeEach(() => {
  printed = []
  const keep = (chunk: unknown): boolean => {
    printed.push(String(chunk))
    return true
  }
  jest.spyOn(process.stdout, 'write').mockImplementation(keep as typeof process.stdout.write)
  jest.spyOn(process.stderr, 'write').mockImplementation(keep as typeof process.stderr.write)
})
afterEach(() => {
  jest.restoreAllMocks()
})

function env(): NodeJS.ProcessEnv {
  return {
    JOB_MONITOR_API_KEY: 'jm_test_key_0123456789',
    JOB_MONITOR_BASE_URL: base,
    JOB_MONITOR_DEPLOYMENT_URL: base,
    JOB_MONITOR_QUEUE_DIR: tempDir(),
    JOB_MONITOR_ATTEMPTS: '1'
  }
}

/** Hostile text: a line the runner would obey, the legacy form, terminal controls. */
const hostile = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '\n::error::injected\n',
      '\r::set-env name=X::1',
      '::warning::x',
      '##[error]injected',
      '\u001b]0;title\u0007',
      '\u001b[2J',
      '\u2028::error::x',
      '\u0085::error::x'
    ),
    fc.string({ maxLength: 12 })
  )
  .map(([a, b, c]) => `${a}${b}${c}`)

function assertInert(): void {
  const output = printed.join('')
  expect(runnerCommands(output)).toEqual([])
  expect(output).not.toMatch(TERMINAL_ACTIVE)
}

const twice = (o: unknown): string => JSON.stringify(JSON.stringify(o))

describe('the tool prints nothing the runner would obey', () => {
  it('whatever run id a start report is answered with', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom('text', 'env', 'json'), async (runId, format) => {
        printed = []
        answer = { status: 200, body: twice({ run_id: runId }) }
        await main(['start', '--job-name', 'j', '--format', format, '--wait', '2'], env())
        assertInert()
      }),
      { numRuns: 40 }
    )
  })

  it('whatever a heartbeat is answered with', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async text => {
        printed = []
        answer = { status: 200, body: twice({ success: true, next_expected: text }) }
        await main(['heartbeat', '--job-name', 'j'], env())
        assertInert()
      }),
      { numRuns: 40 }
    )
  })

  it('whatever pipelines are listed, as a table or as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, fc.boolean(), async (name, key, json) => {
        printed = []
        answer = { status: 200, body: JSON.stringify([{ id: name, [key]: name }]) }
        await main(json ? ['pipelines', '--json'] : ['pipelines'], env())
        assertInert()
      }),
      { numRuns: 40 }
    )
  })

  it('whatever an error answer says', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom(400, 404, 500), async (text, status) => {
        printed = []
        answer = { status, body: text }
        await main(['heartbeat', '--job-name', 'j'], env())
        await main(['pipelines'], env())
        assertInert()
      }),
      { numRuns: 40 }
    )
  })
})
