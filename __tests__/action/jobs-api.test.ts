import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetchJob } from '../../src/action/jobs-api.js'

// A real local server stands in for the GitHub API: the request goes to it exactly as it
// would go to api.github.com.
interface Seen {
  path: string
  authorization?: string
}
let server: Server
let seen: Seen[]
let answer: (path: string) => { status: number; body: unknown; raw?: string }
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization })
    const { status, body, raw } = answer(req.url ?? '')
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(raw ?? JSON.stringify(body))
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  env = {
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_RUN_ID: '99',
    GITHUB_RUN_ATTEMPT: '2',
    RUNNER_NAME: 'runner-3',
    GITHUB_API_URL: `http://127.0.0.1:${port}`
  }
})
afterAll(() => new Promise<void>(r => server.close(() => r())))
beforeEach(() => {
  seen = []
  answer = () => ({ status: 404, body: { message: 'Not Found' } })
})

const step = { name: 'Run tests', status: 'completed', conclusion: 'failure', number: 2 }

describe('fetchJob', () => {
  it('reads the job by its check run id', async () => {
    answer = path =>
      path === '/repos/o/r/actions/jobs/5'
        ? { status: 200, body: { id: 5, name: 'build', steps: [step] } }
        : { status: 404, body: {} }
    const job = await fetchJob({ token: 't0ken', checkRunId: 5, env, timeoutMs: 20_000 })
    expect(job?.steps).toEqual([step])
    expect(seen).toEqual([{ path: '/repos/o/r/actions/jobs/5', authorization: 'token t0ken' }])
  })

  it('falls back to the job running on this runner when there is no check run id', async () => {
    answer = path =>
      path.startsWith('/repos/o/r/actions/runs/99/attempts/2/jobs')
        ? {
            status: 200,
            body: {
              jobs: [
                { id: 1, name: 'other', runner_name: 'runner-1', status: 'in_progress', steps: [] },
                {
                  id: 2,
                  name: 'mine',
                  runner_name: 'runner-3',
                  status: 'in_progress',
                  steps: [step]
                }
              ]
            }
          }
        : { status: 404, body: {} }
    const job = await fetchJob({ token: 't', env, timeoutMs: 20_000 })
    expect(job?.id).toBe(2)
  })

  /** The job by its check run id, and what fetchJob said on the way. */
  async function fetchJob5(): Promise<{ job: unknown; messages: string[] }> {
    const messages: string[] = []
    const job = await fetchJob({
      token: 't',
      checkRunId: 5,
      env,
      timeoutMs: 20_000,
      debug: m => messages.push(m)
    })
    return { job, messages }
  }

  it('degrades quietly without actions: read', async () => {
    answer = () => ({ status: 403, body: { message: 'Resource not accessible by integration' } })
    const { job, messages } = await fetchJob5()
    expect(job).toBeUndefined()
    expect(messages.join()).toMatch(/actions: read/)
  })

  it('degrades quietly on an answer it cannot read', async () => {
    answer = () => ({ status: 200, body: undefined, raw: '{"id": 5, "steps": [' })
    const { job, messages } = await fetchJob5()
    expect(job).toBeUndefined()
    expect(messages.join()).toMatch(/could not be read/)
  })

  it('asks nothing without a token, and says so once', async () => {
    const messages: string[] = []
    expect(
      await fetchJob({ token: '', checkRunId: 5, env, debug: m => messages.push(m) })
    ).toBeUndefined()
    expect(seen).toEqual([])
    expect(messages).toEqual([
      "job-monitor: no GitHub token (github-token): the job's steps and times are not read"
    ])
  })
})
