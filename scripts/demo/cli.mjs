// Demo: `job-monitor exec` from the built CLI (dist/cli), as a shell in any CI system or cron
// would run it: the key and address in the environment, real commands wrapped, their output
// passed through and their exit codes kept.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './runner.mjs'

const CLI = join(repoRoot, 'dist/cli/index.js')

function cli(args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const show = chunk => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(`    | ${line}`)
    }
    child.stdout.on('data', show)
    child.stderr.on('data', show)
    child.on('error', reject)
    child.on('close', code => resolve(code))
  })
}

export async function run({ emulator, log, quick }) {
  const env = {
    JOB_MONITOR_API_KEY: emulator.apiKey,
    JOB_MONITOR_BASE_URL: emulator.url,
    JOB_MONITOR_DEPLOYMENT_URL: emulator.url,
    JOB_MONITOR_QUEUE_DIR: mkdtempSync(join(tmpdir(), 'job-monitor-demo-queue-'))
  }

  log('cli: job-monitor exec -n "demo / cli: disk report" --heartbeat-interval 1 -- sh -c ...')
  let code = await cli(
    [
      'exec',
      '-n',
      'demo / cli: disk report',
      '--heartbeat-interval',
      '1',
      '--meta',
      'host=demo',
      '--pipeline-id',
      'demo-pipeline',
      '--',
      'sh',
      '-c',
      `df -h / | tail -n 1; for i in 1 2 3; do echo "pass $i"; sleep ${quick ? 0 : 1}; done`
    ],
    env,
    log
  )
  log(`cli: exit ${code} (the command's own)`)

  log('cli: job-monitor exec -n "demo / cli: missing file" -- ls /no/such/file')
  code = await cli(
    ['exec', '-n', 'demo / cli: missing file', '--', 'ls', '/no/such/file'],
    env,
    log
  )
  log(`cli: exit ${code} (the command's own; the run is reported failed)`)
}
