// Demo: one GitHub Actions job run through the built action bundles, as the runner runs them, on
// a runner laid out as the real one is (runner-facts.md): the action's Node at
// `<root>/externals/node24/bin/node`, each step's console lines written to
// `<root>/_diag/pages` as PagingLogger writes them (pages.mjs), and the Worker's diag log naming
// the job's timeline. main (start report, helper spawned), a checkout and a build whose output
// the helper follows, heartbeats while the build works, a failing test step, then post with
// job.status `failure`: the end report names the failing step and quotes its lines.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { EmulatedRunner } from './pages.mjs'
import { Job } from './runner.mjs'

const JOB_NAME = 'demo / github action'

/**
 * A runner's folder whose Node is `externals/node24/bin/node` (a link to this Node), so the
 * action finds `_diag/pages` three folders above it; undefined where no link can be made (a
 * Windows account without the right), and the job runs on this Node as it is.
 */
function runnerFolder(root) {
  const bin = join(root, 'externals', 'node24', 'bin')
  mkdirSync(bin, { recursive: true })
  const node = join(bin, process.platform === 'win32' ? 'node.exe' : 'node')
  try {
    symlinkSync(process.execPath, node)
    return node
  } catch {
    return undefined
  }
}

/** One step on the runner: its header, its lines, a moment of work, its end. */
async function step(runner, header, lines, workMs, seen = () => true) {
  const s = runner.startStep(header)
  // The step's process starts, writes, works; the helper reads its page meanwhile. A real step
  // lasts seconds; the demo's last milliseconds, so it ends once the helper has read it (at most
  // 5 s), whatever the machine's load.
  await sleep(30)
  s.lines(lines)
  for (let i = 0; i < 100 && !seen(header); i++) await sleep(50)
  await workMs()
  s.end()
}

/** Whether the helper's record of the steps, under RUNNER_TEMP, names the step. */
function helperSaw(runnerTemp) {
  const dir = join(runnerTemp, 'job-monitor')
  return header => {
    try {
      return readdirSync(dir)
        .filter(name => name.endsWith('-steps.json'))
        .some(name => readFileSync(join(dir, name), 'utf8').includes(header))
    } catch {
      return false
    }
  }
}

export async function run({ emulator, url, apiKey, log, pause }) {
  const root = mkdtempSync(join(tmpdir(), 'jm-demo-runner-'))
  const node = runnerFolder(join(root, 'runner'))
  const runner = node
    ? new EmulatedRunner({ root: join(root, 'runner'), deleteAfterMs: 1000 })
    : undefined
  const job = new Job({ workflow: 'Demo', job: 'build', node, root: join(root, 'job') })
  const inputs = {
    'api-key': apiKey,
    'base-url': url,
    'job-name': JOB_NAME,
    'heartbeat-interval': '1',
    'log-paths': join(job.workspace, 'build.log')
  }
  const work = ms => () => Promise.all([pause(ms), sleep(50)])
  try {
    runner?.jobLine('Current runner version: 2.336.0')
    if (runner) {
      await step(
        runner,
        'actions/checkout@v5',
        ['Syncing repository: octo/app', 'HEAD is now at 1111111 Fix the invoice totals'],
        work(0)
      )
    }
    const mainPage = runner?.startStep('octo/job-monitor@v1')
    const main = await job.main(inputs)
    mainPage?.end()
    log(
      `action main: exit ${main.code} in ${Math.round(main.ms)} ms, run id ${main.outputs['run-id'] || '(queued)'}` +
        (runner ? ', on a runner with _diag/pages' : ', on a runner without _diag/pages')
    )
    // The helper is a process of its own: on a loaded machine its first beat comes a while
    // after main has ended, and the build step is shown beating.
    for (let i = 0; i < 400 && !emulator.heartbeats().some(h => h.job_name === JOB_NAME); i++)
      await sleep(50)
    log('step "Run make build": works for 3 s while the helper sends heartbeats')
    writeFileSync(join(job.workspace, 'build.log'), 'compiling...\nlinking...\nbuilt app\n')
    if (runner) {
      await step(
        runner,
        'make build',
        ['cc -O2 -c src/invoice.c', 'cc -O2 -c src/totals.c', 'ld -o app src/*.o', 'built app'],
        work(3000),
        helperSaw(job.runnerTemp)
      )
    } else await pause(3000)
    log('step "Run npm test": a test fails, the step exits 1 (the job fails)')
    if (runner) {
      await step(
        runner,
        'npm test',
        [
          'PASS src/invoice.test.js',
          'FAIL src/totals.test.js',
          '  ● totals › adds the tax once',
          '    expected 119.00, got 138.04',
          '##[error]Process completed with exit code 1.'
        ],
        work(0),
        helperSaw(job.runnerTemp)
      )
      // The upload loop removes ended pages; the helper has read them by then.
      await sleep(300)
    }
    const postPage = runner?.startStep()
    const post = await job.post(inputs, { jobStatus: 'failure' })
    postPage?.end()
    const beats = /\| Heartbeats \| ([^|]+) \|/.exec(post.summary)?.[1]?.trim() ?? '?'
    log(
      `action post: exit ${post.code} in ${Math.round(post.ms)} ms, end report 'failed', heartbeats ${beats}`
    )
    const reported = emulator.runs().find(r => r.job_name === JOB_NAME && r.status === 'failed')
    const details = String(reported?.error_details ?? '').split('\n')
    log(`the end report says why: ${details[0]}`)
    for (const line of details.slice(1).filter(l => /FAIL|expected|^Error: /.test(l)))
      log(`  quoting: ${line.trim()}`)
    // Quoted as the job's page on GitHub shows the lines, not as the runner marks them up.
    const sent = `${reported?.error_details ?? ''}\n${reported?.logs ?? ''}`
    log(`the runner's markup (##[...]) in what it sent: ${sent.includes('##[') ? 'YES' : 'none'}`)
    const sections = String(reported?.logs ?? '').match(/^== step: .*$/gm) ?? []
    log(`its logs hold the output of ${sections.length} steps:`)
    for (const s of sections) log(`  ${s}`)
    const left = job.trackedPids()
    log(`processes left by the job: ${left.length}`)
  } finally {
    runner?.endJob()
    job.dispose()
    rmSync(root, { recursive: true, force: true })
  }
}
