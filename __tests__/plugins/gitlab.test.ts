/**
 * The GitLab CI/CD component (templates/job-monitor.yml), run for real by gitlab-ci-local's
 * shell executor against the emulator: a project that includes it as a component of its own
 * (`$CI_SERVER_FQDN/$CI_PROJECT_PATH/job-monitor@$CI_COMMIT_SHA`, GitLab's way of testing a
 * component in its project) and four jobs that extend `.job-monitor`, one with its own
 * before_script and after_script that keeps the component's by `!reference`, as the component
 * says; then the same file through `include: remote:`.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { parseAllDocuments } from 'yaml'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir } from '../cli/run-cli.js'
import { commandOnPath, runTool, shellQuote } from './tools.js'
import { shell } from '../platform.js'

const KEY = 'jm_gitlab_component_key_7e6d5c4b'
const HOURLY_LIMIT = 10_000
const GITLAB_CI_LOCAL = resolve('node_modules/gitlab-ci-local/dist/index.js')
const TEMPLATE = readFileSync(resolve('templates/job-monitor.yml'), 'utf8')

const PIPELINE = `
include:
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/job-monitor@$CI_COMMIT_SHA
    inputs:
      heartbeat-interval: 1
      log-file: $CI_PROJECT_DIR/$CI_JOB_NAME.log

passes:
  extends: .job-monitor
  script:
    - echo building

fails:
  extends: .job-monitor
  script:
    - echo "3 tests failed" | tee "$CI_PROJECT_DIR/fails.log"
    - exit 3

long:
  extends: .job-monitor
  script:
    - sleep 2.5

own-scripts:
  extends: .job-monitor
  before_script:
    - !reference [.job-monitor, before_script]
    - echo "own before_script"
  script:
    - echo building
  after_script:
    - echo "own after_script"
    - !reference [.job-monitor, after_script]
`

const REMOTE_PIPELINE = (url: string): string => `
include:
  - remote: ${url}/templates/job-monitor.yml
    inputs:
      job-name: remote-$CI_JOB_NAME
      start-options: --tag remote --meta team=web

passes:
  extends: .job-monitor
  script:
    - echo building
`

let emu: Emulator
let dir: string
let bin: string
let tmp: string
let result: { code: number | null; output: string }
/** When the first pipeline ended. */
let endedAt: number

/** A git project holding `files`, its pipeline run by gitlab-ci-local's shell executor. */
async function runPipeline(
  name: string,
  files: Record<string, string>
): Promise<{ code: number | null; output: string }> {
  const project = join(dir, name)
  mkdirSync(project)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true })
    writeFileSync(join(project, path), text)
  }
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: project, stdio: 'ignore' })
  }
  git('init', '-q', '-b', 'main')
  git('remote', 'add', 'origin', `https://gitlab.example.com/acme/${name}.git`)
  git('add', '-A')
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'pipeline')
  git('update-ref', 'refs/remotes/origin/main', 'HEAD')
  git('symbolic-ref', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main')
  // The key is a CI/CD variable: in the job's environment, never on a command line.
  return runTool(
    process.execPath,
    [GITLAB_CI_LOCAL, '--force-shell-executor', '--no-color', '--concurrency', '3'],
    {
      cwd: project,
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        HOME: dir,
        TMPDIR: tmp,
        JOB_MONITOR_API_KEY: KEY,
        JOB_MONITOR_BASE_URL: emu.url,
        // The emulator's hour, not the service's 100: with the service's, three jobs at once on
        // one machine each keep to a third of it, and the first beat of each waits up to its
        // pace (over a minute), so the long job would rightly send none in its 2.5 s.
        JOB_MONITOR_HOURLY_LIMIT: String(HOURLY_LIMIT),
        JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
      }
    }
  )
}

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: HOURLY_LIMIT, heartbeatIntervalSeconds: 1 })
  dir = tempDir('jm-gitlab-')
  tmp = join(dir, 'tmp')
  bin = join(dir, 'bin')
  for (const d of [tmp, bin]) mkdirSync(d, { recursive: true })
  // job-monitor on the job's PATH, as the component expects by default.
  commandOnPath(bin, 'job-monitor', `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`)
  result = await runPipeline('component', {
    '.gitlab-ci.yml': PIPELINE,
    'templates/job-monitor.yml': TEMPLATE
  })
  endedAt = Date.now()
}, 90_000)
afterAll(() => emu.close())

shell.describe('the GitLab CI/CD component', () => {
  it('reports each job with its outcome, and the long one with its heartbeats', () => {
    const byName = Object.fromEntries(emu.runs().map(r => [r.job_name, r]))
    expect(Object.keys(byName).sort()).toEqual(['fails', 'long', 'own-scripts', 'passes'])
    expect(byName.passes).toMatchObject({ status: 'success', error_details: 'None' })
    // A failed run says why, with the job's page (gitlab-ci-local's CI_JOB_URL), and the
    // failing command's output from the log file the script wrote.
    expect(byName.fails).toMatchObject({ status: 'failed' })
    // The reason, then the lines of the log file that explain it.
    const [reason, ...quoted] = String(byName.fails.error_details).split('\n')
    expect(reason).toMatch(/^the job failed; see \S+\/-\/jobs\/\d+$/)
    expect(quoted.join('\n')).toContain('3 tests failed')
    expect(byName.fails.logs).toContain('3 tests failed')
    expect(byName.long).toMatchObject({ status: 'success' })
    expect(byName.long.heartbeats).toBeGreaterThanOrEqual(2)
    // The failing job fails the pipeline; monitoring did not fail the others.
    expect(result.code).not.toBe(0)
    expect(result.output).toMatch(/PASS\s+passes/)
    expect(result.output).toMatch(/PASS\s+long/)
    expect(result.output).toMatch(/FAIL\s+fails/)
  })

  it('keeps its start and end in a job with scripts of its own, by `!reference` as it says', () => {
    // `extends:` replaces lists: only these lines, shown at the component's head, keep ours.
    for (const key of ['before_script', 'after_script'])
      expect(TEMPLATE).toMatch(new RegExp(`^#\\s+- !reference \\[\\.job-monitor, ${key}\\]$`, 'm'))
    const run = emu.runs().find(r => r.job_name === 'own-scripts')
    expect(run).toMatchObject({ status: 'success', error_details: 'None' })
    expect(result.output).toMatch(/own before_script/)
    expect(result.output).toMatch(/own after_script/)
    expect(result.output).toMatch(/PASS\s+own-scripts/)
  })

  it('leaves no state file or key behind', () => {
    expect(readdirSync(tmp)).toEqual([])
    expect(result.output).not.toContain(KEY)
  })

  it('works the same through `include: remote:` with inputs', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/templates/job-monitor.yml') res.end(TEMPLATE)
      else res.writeHead(404).end()
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    try {
      emu.reset()
      const r = await runPipeline('remote', {
        '.gitlab-ci.yml': REMOTE_PIPELINE(`http://127.0.0.1:${port}`)
      })
      expect(r.output).toMatch(/PASS\s+passes/)
    } finally {
      server.close()
    }
    expect(emu.runs()).toMatchObject([
      { job_name: 'remote-passes', status: 'success', tags: ['remote'], metadata: { team: 'web' } }
    ])
    // No heartbeat process of the first pipeline outlived its job: in the 1.5 s (at least;
    // this pipeline takes longer) after it ended, one beating every second would have beaten.
    await new Promise(r => setTimeout(r, Math.max(0, endedAt + 1500 - Date.now())))
    expect(
      emu.heartbeats().filter(h => ['passes', 'fails', 'long', 'own-scripts'].includes(h.job_name))
    ).toEqual([])
  }, 60_000)

  it('uses every input its spec declares, and no other', () => {
    const [header] = parseAllDocuments(TEMPLATE).map(d => d.toJS())
    const declared = Object.keys((header as { spec: { inputs: object } }).spec.inputs).sort()
    const body = TEMPLATE.slice(TEMPLATE.indexOf('\n---\n'))
    const used = new Set([...body.matchAll(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g)].map(m => m[1]))
    expect([...used].sort()).toEqual(declared)
  })
})
