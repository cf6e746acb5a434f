/**
 * Metadata nested 20,000 levels deep is a mistake in the workflow: the main step fails naming
 * the input (it used to parse, overflow the stack when the start report was serialized, and end
 * the step with a warning and exit 0, the run unreported). Main runs in this process; nothing
 * reaches the service, whose address is a closed port.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runMain } from '../../src/action/main.js'
import { runNotify } from '../../src/action/notify.js'
import { stepInThisProcess } from './helpers.js'

let root: string
let step: ReturnType<typeof stepInThisProcess>
let stdout: string[]

beforeEach(() => {
  step = stepInThisProcess()
  stdout = step.stdout
  root = mkdtempSync(join(tmpdir(), 'jm-hostile-'))
})
afterEach(() => {
  step.restore()
  rmSync(root, { recursive: true, force: true })
})

function stepEnv(inputs: Record<string, string>): void {
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('STATE_') || k.startsWith('GITHUB_'))
      delete process.env[k]
  for (const f of ['GITHUB_STATE', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    const p = join(root, f)
    writeFileSync(p, '')
    process.env[f] = p
  }
  Object.assign(process.env, {
    RUNNER_TEMP: root,
    HOME: root,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'test',
    'INPUT_API-KEY': 'jm-hostile-key-0123456789',
    'INPUT_BASE-URL': 'http://127.0.0.1:9',
    'INPUT_DEPLOYMENT-URL': 'http://127.0.0.1:9',
    'INPUT_PIPELINE-ID': 'p',
    'INPUT_HEARTBEAT-INTERVAL': '0',
    'INPUT_QUEUE-DIR': join(root, 'queue')
  })
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v
}

const DEEP = 20_000
const deepJson = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)
const deepYaml = 'a: ' + '['.repeat(DEEP) + ']'.repeat(DEEP)

describe('metadata nested 20,000 levels deep', () => {
  it.each([
    ['JSON', deepJson],
    ['YAML', deepYaml]
  ])('in %s fails the main step, naming the input', async (_, metadata) => {
    stepEnv({ metadata })
    await runMain(process.env)
    expect(process.exitCode).toBe(1)
    const errors = stdout.filter(l => l.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^::error::Input 'metadata': /)
    expect(errors[0].length).toBeLessThan(500)
  })

  it('fails the notify step, naming the input', async () => {
    stepEnv({ metadata: deepJson, status: 'success' })
    await runNotify(process.env)
    expect(process.exitCode).toBe(1)
    expect(stdout.join('')).toMatch(/::error::Input 'metadata': /)
  })
})
