import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetchJob } from '../../src/action/jobs-api.js'
import { GitHubRequests } from '../../src/action/github-requests.js'
import { systemClock } from '../../src/util/clock.js'

/** Post's plan of GitHub reads, generous in time: these answers come from this process. */
function plan(token: string): GitHubRequests {
  return new GitHubRequests({
    token,
    env,
    clock: systemClock,
    maxRequests: 4,
    deadline: systemClock.now() + 20_000,
    timeoutMs: 20_000
  })
}

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
    const job = await fetchJob(plan('t0ken'), { checkRunId: 5 })
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
    const job = await fetchJob(plan('t'), { runId: '99', attempt: 2, runnerName: 'runner-3' })
    expect(job?.id).toBe(2)
  })

  /** The job by its check run id, and what fetchJob said on the way. */
  async function fetchJob5(requests = plan('t')): Promise<{ job: unknown; messages: string[] }> {
    const messages: string[] = []
    const job = await fetchJob(requests, { checkRunId: 5, debug: m => messages.push(m) })
    return { job, messages }
  }

  it('degrades quietly without actions: read, remembering the permission for the summary', async () => {
    answer = () => ({ status: 403, body: { message: 'Resource not accessible by integration' } })
    const requests = plan('t')
    const { job } = await fetchJob5(requests)
    expect(job).toBeUndefined()
    expect(requests.refusals()).toEqual([
      "the job's steps and times not read: grant 'actions: read' to include it"
    ])
  })

  it('keeps only what is well formed in an answer of any shape', async () => {
    const answers: unknown[] = [
      { id: 5, name: 7, steps: 'none', head_sha: 'f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0' },
      { id: 5, steps: [null, 3, { name: 'ok', number: 1, status: 'completed' }, { name: 'x' }] },
      { id: '5', steps: [] },
      [],
      null
    ]
    const jobs: unknown[] = []
    for (const body of answers) {
      answer = () => ({ status: 200, body })
      jobs.push((await fetchJob5()).job)
    }
    expect(jobs).toEqual([
      { id: 5, name: '', steps: [], head_sha: 'f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0' },
      {
        id: 5,
        name: '',
        steps: [{ name: 'ok', number: 1, status: 'completed', conclusion: null }]
      },
      undefined,
      undefined,
      undefined
    ])
  })

  it('degrades quietly on an answer it cannot read', async () => {
    answer = () => ({ status: 200, body: undefined, raw: '{"id": 5, "steps": [' })
    const { job, messages } = await fetchJob5()
    expect(job).toBeUndefined()
    expect(messages.join()).toMatch(/could not be read/)
  })

  it('asks nothing without a token', async () => {
    const { job, messages } = await fetchJob5(plan(''))
    expect(job).toBeUndefined()
    expect(seen).toEqual([])
    expect(messages).toEqual([])
  })

  it('counts in the plan: a spent plan asks nothing more', async () => {
    const requests = new GitHubRequests({
      token: 't',
      env,
      clock: systemClock,
      maxRequests: 0,
      deadline: systemClock.now() + 20_000
    })
    expect((await fetchJob5(requests)).job).toBeUndefined()
    expect(seen).toEqual([])
  })
})
