// The self-test workflow's checks against the local service emulator, on every runner OS
// (`node .github/self-test/checks.mjs <check> <args...>`; exit 1 with a `::error::` naming what
// failed). Plain JavaScript on the runner's Node: no dependency, no build.
/* global fetch */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const get = async path => {
  const url = process.env.EMULATOR_URL || 'http://127.0.0.1:8080'
  return (await fetch(`${url}${path}`)).json()
}
const sleep = ms => new Promise(r => setTimeout(r, ms))

class CheckFailed extends Error {}
const fail = message => {
  throw new CheckFailed(message)
}

/** Whether a pid still runs: signal 0 checks without touching it, on every OS. */
export function running(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === 'EPERM'
  }
}

const millis = file => Number(readFileSync(file, 'utf8').trim())

export const checks = {
  /** The action's main step ended within 5 s of the step before it. */
  async 'main-time'(beforeFile, afterFile) {
    const took = millis(afterFile) - millis(beforeFile)
    console.log(`main step and the runner's step change: ${took} ms`)
    if (!(took < 5000))
      fail(`main took ${took} ms (from the step before to the step after), over 5 s`)
  },

  /** Heartbeats of the job arrived after the time in the file (written by a later step). */
  async 'heartbeats-after'(jobName, sinceFile) {
    const since = millis(sinceFile)
    const later = (await get('/_emulator/heartbeats')).filter(
      h => h.job_name === jobName && Date.parse(h.at) > since
    )
    console.log(`${later.length} heartbeats of '${jobName}' after the main step ended`)
    if (later.length < 1) fail(`no heartbeat of '${jobName}' arrived while a later step ran`)
  },

  /** One run of the job reached the emulator, with this status (and this run id, if given). */
  async run(jobName, status, runId) {
    const runs = (await get('/_emulator/runs')).filter(r => r.job_name === jobName)
    if (runs.length !== 1) fail(`${runs.length} runs named '${jobName}', not 1`)
    const [run] = runs
    console.log(`'${jobName}': ${run.status} (${JSON.stringify(run.error_details)})`)
    if (run.status !== status) fail(`the run '${jobName}' is ${run.status}, not ${status}`)
    if (runId !== undefined && run.run_id !== runId)
      fail(`the run '${jobName}' is ${run.run_id}, not the action's run-id output ${runId}`)
  },

  /** The process whose pid the file holds is gone (within 15 s, or the milliseconds given). */
  async gone(pidFile, ms = '15000') {
    const pid = Number(readFileSync(pidFile, 'utf8').trim())
    if (!(pid > 0)) fail(`no pid in ${pidFile}`)
    for (const end = Date.now() + Number(ms); running(pid) && Date.now() < end;) await sleep(100)
    if (running(pid)) fail(`the wrapped process ${pid} still runs`)
    console.log(`the wrapped process ${pid} is gone`)
  },

  /**
   * After job-monitor's post step: one end report for the job, and every heartbeat helper of
   * the job stopped on request (its status file says so) and gone, none killed.
   */
  async 'after-post'(jobName) {
    const ends = (await get('/_emulator/requests')).filter(
      r => r.path === '/monitoring' && r.body?.job_name === jobName && r.body?.status !== 'running'
    )
    console.log(
      `end reports of '${jobName}': ${ends.map(r => `${r.body.status} (HTTP ${r.status})`).join(', ')}`
    )
    if (ends.length !== 1) fail(`${ends.length} end reports of '${jobName}', not 1`)
    const dir = join(process.env.RUNNER_TEMP, 'job-monitor')
    const statuses = readdirSync(dir).filter(
      n => /^helper-.*\.json$/.test(n) && !n.endsWith('-steps.json')
    )
    if (statuses.length === 0) fail(`no heartbeat helper status file in ${dir}`)
    for (const name of statuses) {
      const status = JSON.parse(readFileSync(join(dir, name), 'utf8'))
      console.log(`${name}: stoppedBy ${status.stoppedBy}, ${status.beatsSent} heartbeats sent`)
      if (status.stoppedBy !== 'request')
        fail(
          `the heartbeat helper ${status.pid} was not stopped on request (stoppedBy: ${status.stoppedBy})`
        )
      if (running(status.pid)) fail(`the heartbeat helper ${status.pid} still runs after post`)
    }
  }
}

export async function main(argv) {
  const [name, ...args] = argv
  const check = checks[name]
  if (!check) {
    console.log(`::error::no check named '${name}' (${Object.keys(checks).join(', ')})`)
    return 2
  }
  try {
    await check(...args)
    return 0
  } catch (e) {
    // Our own words only: job names and statuses come from this workflow, not from outside.
    console.log(`::error::${e instanceof CheckFailed ? e.message : e.stack}`)
    return 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2))
}
