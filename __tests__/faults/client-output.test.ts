import { afterAll, beforeAll, describe, expect } from '@jest/globals'
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { MAX_ANSWER_BYTES } from '../../src/client/limits.js'
import { CLI } from '../cli/run-cli.js'
import { POSIX, onlyOn } from '../platform.js'

/** A pipe as a shell makes it (not node's socket pair): `|` between two processes. */
const bash = onlyOn(POSIX, 'a pipe made by bash, with cat and head as readers')

// Short values, deep in the list: pretty-printed, the output is several times the answer.
const pipelines = Array.from({ length: 12_000 }, (_, i) => ({
  id: `p${i}`,
  steps: [1, 2, 3, 4, 5, 6, 7, 8]
}))
const answer = JSON.stringify(pipelines)
const expected = `${JSON.stringify(pipelines, null, 2)}\n`

let server: Server
let url: string
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(answer)
  })
  // A keep-alive socket the command does not close, so only exiting ends the process.
  server.keepAliveTimeout = 60_000
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>(r => {
      server.closeAllConnections()
      server.close(() => r())
    })
)

/** Runs `job-monitor <args> | cat` in a shell: the command writes into a real pipe. */
function throughPipe(
  args: string[],
  reader = 'cat'
): Promise<{ code: number | null; stdout: Buffer }> {
  // The exit status is the command's own, not the reader's.
  const script = `"$NODE" "$CLI" "$@" | ${reader}; exit \${PIPESTATUS[0]}`
  const child = spawn('bash', ['-c', script, 'bash', ...args], {
    env: {
      PATH: process.env.PATH,
      // The file's own home (jest.config.js): without one, the key's ledger goes to the user's.
      HOME: process.env.HOME,
      NODE: process.execPath,
      CLI,
      JOB_MONITOR_API_KEY: 'jm_key_output',
      JOB_MONITOR_DEPLOYMENT_URL: url
    },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const out: Buffer[] = []
  child.stdout.on('data', c => out.push(c))
  return new Promise(resolve =>
    child.on('close', code => resolve({ code, stdout: Buffer.concat(out) }))
  )
}

describe('the command-line tool writing into a pipe', () => {
  bash.it('passes on all of its output, more than 1 MiB of it', async () => {
    expect(answer.length).toBeLessThan(MAX_ANSWER_BYTES)
    expect(expected.length).toBeGreaterThan(1024 * 1024)
    const r = await throughPipe(['pipelines', '--json'])
    expect(r.code).toBe(0)
    expect(r.stdout.length).toBe(Buffer.byteLength(expected))
    expect(r.stdout.toString()).toBe(expected)
  })

  bash.it('ends, with its own exit code, when the reader goes away early', async () => {
    const r = await throughPipe(['pipelines', '--json'], 'head -c 100')
    expect(r.code).toBe(0)
    expect(r.stdout.toString()).toBe(expected.slice(0, 100))
  })
})
