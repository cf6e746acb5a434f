// Reads the runs the local emulator recorded and checks the end report of this job: it was
// sent, and its logs hold every expected text. The logs are printed with workflow commands
// stopped, so nothing in them is taken for one.
/* global fetch */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

const input = name => (process.env[`INPUT_${name.toUpperCase()}`] ?? '').trim()
const fail = message => {
  console.log(`::error::${message}`)
  process.exitCode = 1
}

const url = input('url')
const jobName = input('job-name')
const file = input('expect-file')
const expected = [input('expect'), file ? readFileSync(file, 'utf8') : '']
  .join('\n')
  .split('\n')
  .map(l => l.trim())
  .filter(Boolean)
if (!expected.length) fail('nothing to expect: give expect or expect-file')
const runs = await (await fetch(`${url}/_emulator/runs`)).json()
const run = runs.find(r => r.job_name === jobName)
if (!run) fail(`no run named '${jobName}' reached the emulator`)
else if (run.status === 'running') fail(`the run '${jobName}' has no end report`)
else {
  const token = randomUUID()
  console.log(`::stop-commands::${token}`)
  console.log(`end report (${run.status}):\n${run.logs}`)
  console.log(`::${token}::`)
  for (const text of expected) {
    if (!String(run.logs).includes(text)) fail(`the end report's logs lack '${text}'`)
  }
}
