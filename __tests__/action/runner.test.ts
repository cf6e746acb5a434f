import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as runner from '../../src/action/runner.js'
import { parseFileCommands } from '../../scripts/demo/runner.mjs'

let dir: string
let out: string[]
const saved = { ...process.env }

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-runner-'))
  for (const f of ['GITHUB_STATE', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
    process.env[f] = join(dir, f)
    writeFileSync(process.env[f] as string, '')
  }
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out.push(String(chunk))
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
  process.env = { ...saved }
  process.exitCode = undefined
  rmSync(dir, { recursive: true, force: true })
})

describe('runner commands', () => {
  it('writes state and outputs in the heredoc form the runner reads, multi-line values included', () => {
    runner.saveState('start-time', '2026-11-22T10:00:00.000+00:00')
    runner.saveState('odd', 'a=b\nsecond line')
    runner.setOutput('run-id', 'r-1')
    expect(parseFileCommands(readFileSync(join(dir, 'GITHUB_STATE'), 'utf8'))).toEqual({
      'start-time': '2026-11-22T10:00:00.000+00:00',
      odd: 'a=b\nsecond line'
    })
    expect(parseFileCommands(readFileSync(join(dir, 'GITHUB_OUTPUT'), 'utf8'))).toEqual({
      'run-id': 'r-1'
    })
  })

  it('reads inputs and state the way the runner passes them', () => {
    process.env['INPUT_API-KEY'] = '  k  '
    process.env['STATE_run-key'] = 'rk'
    expect(runner.getInput('api-key')).toBe('k')
    expect(runner.getState('run-key')).toBe('rk')
    expect(runner.getInput('missing')).toBe('')
  })

  it('takes an input still holding an expression as not given (defaults passed as written)', () => {
    process.env['INPUT_JOB-STATUS'] = '${{ job.status }}'
    process.env['INPUT_JOB-NAME'] = '${{ github.workflow }} / ${{ github.job }}'
    process.env['INPUT_CHECK-RUN-ID'] = ' ${{ job.check_run_id }} '
    process.env.INPUT_MESSAGE = 'costs ${{ 5 }} dollars'
    expect(runner.getInput('job-status')).toBe('')
    expect(runner.getInput('job-name')).toBe('')
    expect(runner.getInput('check-run-id')).toBe('')
    expect(runner.getInput('message')).toBe('costs ${{ 5 }} dollars')
  })

  it('escapes annotations like the toolkit and fails the step with exit code 1', () => {
    runner.setSecret('s3cret')
    runner.warning('50% done\nnext', { title: 'a: b, c' })
    runner.setFailed('broken')
    expect(out).toEqual([
      '::add-mask::s3cret\n',
      '::warning title=a%3A b%2C c::50%25 done%0Anext\n',
      '::error::broken\n'
    ])
    expect(process.exitCode).toBe(1)
  })

  it('appends to the job summary', async () => {
    await runner.appendSummary('## A\n')
    await runner.appendSummary('text\n')
    expect(readFileSync(join(dir, 'GITHUB_STEP_SUMMARY'), 'utf8')).toBe('## A\ntext\n')
  })
})
