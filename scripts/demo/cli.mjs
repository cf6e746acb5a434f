// Demo: `job-monitor exec` from the built CLI (dist/cli), as a shell in any CI system or cron
// would run it: the key and address in the environment, real commands wrapped, their output
// passed through and their exit codes kept.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemEnv } from './processes.mjs'
import { repoRoot } from './runner.mjs'

const CLI = join(repoRoot, 'dist/cli/index.js')

function cli(args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...systemEnv(), PATH: process.env.PATH, HOME: process.env.HOME, ...env },
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

/**
 * The commands wrapped: a shell's where there is one. Windows has no sh, df or ls, so there
 * node does the same (the demo shows exec, not the shell).
 */
function commands(quick, platform = process.platform) {
  const pause = quick ? 0 : 1000
  if (platform === 'win32') {
    const passes = `let i = 0; const t = setInterval(() => { console.log('pass ' + ++i); if (i === 3) clearInterval(t) }, ${pause})`
    const free = `const s = require('fs').statfsSync('.'); console.log('free: ' + Math.round((s.bavail * s.bsize) / 2 ** 30) + 'G')`
    return {
      diskReport: ['node -e ...', [process.execPath, '-e', `${free}; ${passes}`]],
      missingFile: [
        "node -e \"require('fs').readFileSync('/no/such/file')\"",
        [process.execPath, '-e', "require('fs').readFileSync('/no/such/file')"]
      ]
    }
  }
  const loop = `for i in 1 2 3; do echo "pass $i"; sleep ${pause / 1000}; done`
  return {
    diskReport: ['sh -c ...', ['sh', '-c', `df -h / | tail -n 1; ${loop}`]],
    missingFile: ['ls /no/such/file', ['ls', '/no/such/file']]
  }
}

export async function run({ emulator, log, quick }) {
  const { diskReport, missingFile } = commands(quick)
  const env = {
    JOB_MONITOR_API_KEY: emulator.apiKey,
    JOB_MONITOR_BASE_URL: emulator.url,
    JOB_MONITOR_DEPLOYMENT_URL: emulator.url,
    JOB_MONITOR_QUEUE_DIR: mkdtempSync(join(tmpdir(), 'job-monitor-demo-queue-'))
  }

  log(
    `cli: job-monitor exec -n "demo / cli: disk report" --heartbeat-interval 1 -- ${diskReport[0]}`
  )
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
      ...diskReport[1]
    ],
    env,
    log
  )
  log(`cli: exit ${code} (the command's own)`)

  log(`cli: job-monitor exec -n "demo / cli: missing file" -- ${missingFile[0]}`)
  code = await cli(['exec', '-n', 'demo / cli: missing file', '--', ...missingFile[1]], env, log)
  log(`cli: exit ${code} (the command's own; the run is reported failed)`)
}
