// A step printing BYTES of output as the runner records it (scripts/demo/pages.mjs emulates
// PagingLogger): the job's page is begun first ("Set up job" and an earlier step, enough to
// reach the disk), then `<root>/ready` is written and the step waits for `<root>/go` (the
// benchmark starts the helper meanwhile, or not). The step's lines go to its page and the
// job's; its page is ended and removed at once. Prints the step's own time and record id.
// Usage: node paging-step.mjs RUNNER_ROOT BYTES
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import { EmulatedRunner } from '../demo/pages.mjs'

const [root, bytesArg] = process.argv.slice(2)
const total = Number(bytesArg)
const runner = new EmulatedRunner({ root })
runner.jobLine('Current runner version: 2.336.0')
const checkout = runner.startStep('actions/checkout@v5')
for (let i = 0; i < 200; i++) checkout.line(`checkout line ${i} ${'.'.repeat(40)}`)
checkout.end()
runner.uploadAndDelete()
writeFileSync(join(root, 'ready'), '')
while (!existsSync(join(root, 'go'))) await sleep(10)

const t0 = performance.now()
const step = runner.startStep('./build.sh')
const filler = 'x'.repeat(60)
let written = 0
let lines = 1
for (let i = 0; written < total; i++) {
  const line = `build line ${i} ${filler}`
  step.line(line)
  written += line.length + 30
  lines++
}
step.line('BUILD DONE')
step.end()
runner.uploadAndDelete()
const ms = performance.now() - t0
runner.endJob()
process.stdout.write(`${JSON.stringify({ record: step.recordId, lines: lines + 1, ms })}\n`)
