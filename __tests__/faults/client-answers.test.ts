import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { MAX_ANSWER_BYTES } from '../../src/client/limits.js'
import { ENDLESS_CAP_BYTES, endlessServer, type EndlessServer } from '../client/answer-server.js'
import { cli, tempDir } from '../cli/run-cli.js'

// What the socket buffers of a loopback connection hold beyond what the client read.
const SOCKET_SLACK_BYTES = 16 * 1024 * 1024

let server: EndlessServer
beforeAll(async () => {
  server = await endlessServer()
})
afterAll(() => server.close())

/**
 * exec runs in this process (the CLI's main()): an answer read without bound would exhaust its
 * memory or fail with ERR_STRING_TOO_LONG here as in the built CLI.
 */
describe('a service whose answers never end', () => {
  it("leaves exec with its command's exit code, each answer read no further than the limit", async () => {
    const r = await cli(
      [
        'exec',
        '--job-name',
        'j',
        '--end-timeout',
        '5',
        '--',
        process.execPath,
        '-e',
        'process.exit(3)'
      ],
      {
        JOB_MONITOR_API_KEY: 'jm_key_answers',
        JOB_MONITOR_BASE_URL: server.url,
        JOB_MONITOR_QUEUE_DIR: tempDir(),
        // One attempt per report: every answer is read the same way, so retries (and their
        // backoff, seconds of real time) would only repeat it.
        JOB_MONITOR_ATTEMPTS: '1'
      }
    )
    expect(r.stderr.toString()).not.toMatch(/heap|ERR_STRING_TOO_LONG/)
    expect(r.code).toBe(3)
    expect(server.written.length).toBeGreaterThan(0)
    for (const bytes of server.written) {
      expect(bytes).toBeLessThan(MAX_ANSWER_BYTES + SOCKET_SLACK_BYTES)
      expect(bytes).toBeLessThan(ENDLESS_CAP_BYTES)
    }
  }, 60_000)
})
