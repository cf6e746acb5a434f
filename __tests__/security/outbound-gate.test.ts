/**
 * Whatever a front end puts in a report, the bytes that reach the service and the records the
 * queue writes never hold the API key (in any encoding) nor a credential of a known shape: an
 * error message quoting a request's Authorization header, a token, a `password=` assignment.
 * Free text is redacted at the one place a body becomes bytes; an identifier (the job name,
 * a tag, the pipeline id) that holds the key is refused, naming the field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { JobMonitor } from '../../src/index.js'
import { cli, tempDir } from '../cli/run-cli.js'
import { expectEqual } from '../expect-equal.js'

const KEY = 'jm_gate_key_7f3a9c1e5b2d'
const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`
const PASSWORD = 'hunter2'
/** What an HTTP client's error often says: the header it sent, and more. */
const ERROR_TEXT =
  `curl -H 'Authorization: ${KEY}' said 403; token ${TOKEN}; ` +
  `retry with ${Buffer.from(KEY).toString('base64')}; hex ${Buffer.from(KEY).toString('hex')}; ` +
  `url ${encodeURIComponent(`k=${KEY}&`)}; password=${PASSWORD}`

/** The secrets' forms an eye (or a grep) would find, each written out here, not by the redactor. */
const FORBIDDEN = [
  KEY,
  Buffer.from(KEY).toString('base64').replace(/=+$/, ''),
  Buffer.from(KEY).toString('hex'),
  TOKEN.slice(4),
  PASSWORD
]

function leaksIn(text: string): string[] {
  return FORBIDDEN.filter(form => text.includes(form))
}

/** Every file under `dir`, read as text. */
function filesUnder(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...filesUnder(path))
    else out.push({ path, text: readFileSync(path, 'utf8') })
  }
  return out
}

let emu: Emulator
let dir: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-gate-')
})

function sentLeaks(): Array<{ path: string; leaked: string[] }> {
  return emu
    .requests()
    .map(r => ({ path: r.path, leaked: leaksIn(r.rawBody) }))
    .filter(r => r.leaked.length > 0)
}

describe('the command-line tool', () => {
  const env = (): NodeJS.ProcessEnv => ({
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  })

  it('sends `end --error` with the key, its encodings and the credentials in it hidden', async () => {
    const started = await cli(['start', '-n', 'deploy', '--format', 'json'], env())
    expect(started.code).toBe(0)
    const { run_id, start_time } = JSON.parse(started.stdout.toString())
    const ended = await cli(
      [
        'end',
        '-n',
        'deploy',
        '--run-id',
        run_id,
        '--start-time',
        start_time,
        '--status',
        'failed',
        '--error',
        ERROR_TEXT
      ],
      env()
    )
    expect(ended.code).toBe(0)
    expect(emu.runs()).toEqual([
      expect.objectContaining({ status: 'failed', error_details: expect.stringContaining('403') })
    ])
    expectEqual(sentLeaks(), [])
  })

  it('keeps no secret of the metadata in the state file `start --state-file` writes', async () => {
    // --state-file names the run's private folder: every file written there is checked.
    const stateFile = join(dir, 'state', 'run')
    const started = await cli(
      [
        'start',
        '-n',
        'deploy',
        '--state-file',
        stateFile,
        '--heartbeat-interval',
        '0',
        '--metadata',
        JSON.stringify({ note: ERROR_TEXT, deep: [{ again: KEY }] })
      ],
      env()
    )
    expect(started.code).toBe(0)
    const state = readFileSync(join(stateFile, 'state.json'), 'utf8')
    expect(state).toContain('said 403')
    for (const name of readdirSync(stateFile)) {
      expectEqual(leaksIn(readFileSync(join(stateFile, name), 'utf8')), [])
    }
    expectEqual(sentLeaks(), [])
  })

  it('refuses a job name that holds the key, naming the field, and sends nothing', async () => {
    const started = await cli(['start', '-n', `deploy-${KEY}`], env())
    expect(started.code).not.toBe(0)
    expect(started.stderr.toString()).toMatch(/job_name/)
    expectEqual(leaksIn(started.stderr.toString() + started.stdout.toString()), [])
    expectEqual(emu.requests(), [])
  })
})

describe('the library', () => {
  it("sends the message of an error thrown by monitor()'s work with the secrets hidden", async () => {
    const m = new JobMonitor({ apiKey: KEY, baseUrl: emu.url, queueDir: join(dir, 'queue') })
    await expect(
      m.monitor(
        'nightly',
        async () => {
          throw new Error(ERROR_TEXT)
        },
        { heartbeatMs: 0 }
      )
    ).rejects.toThrow('said 403')
    expect(emu.runs()).toEqual([
      expect.objectContaining({ status: 'failed', error_details: expect.stringContaining('403') })
    ])
    expectEqual(sentLeaks(), [])
  })

  it('writes no secret into the queue when the service cannot be reached', async () => {
    const queueDir = join(dir, 'queue')
    // Nothing listens on port 9 of loopback (discard): every attempt fails and is queued.
    const m = new JobMonitor({
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:9',
      queueDir,
      waitMs: 200
    })
    await expect(
      m.monitor(
        'nightly',
        async () => {
          throw new Error(ERROR_TEXT)
        },
        { heartbeatMs: 0, metadata: { note: { deep: [`see ${KEY}`] } } }
      )
    ).rejects.toThrow('said 403')
    const files = filesUnder(queueDir)
    expect(files.some(f => f.text.includes('said 403'))).toBe(true)
    expectEqual(
      files.map(f => ({ path: f.path, leaked: leaksIn(f.text) })).filter(f => f.leaked.length),
      []
    )
  })

  it('refuses a tag that holds the key, naming the field', async () => {
    const m = new JobMonitor({ apiKey: KEY, baseUrl: emu.url, queueDir: join(dir, 'queue') })
    await expect(m.start('nightly', { tags: ['ok', `k:${KEY}`] })).rejects.toThrow(/tags/)
    expectEqual(emu.requests(), [])
  })
})
