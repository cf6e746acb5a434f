import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endReportSteps, planStepOutput, withFailureQuotes } from '../../src/action/step-output.js'
import { writeSteps } from '../../src/helper/steps-file.js'
import { Redactor } from '../../src/logs/redact.js'

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-step-output-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('planStepOutput', () => {
  it('hands the helper the pages folder, or says why there is none, or nothing when off', () => {
    expect(planStepOutput(true, '/t/steps.json', () => ({ pagesDir: '/r/_diag/pages' }))).toEqual({
      config: { pagesDir: '/r/_diag/pages', file: '/t/steps.json', maxBytes: 16_384 }
    })
    expect(planStepOutput(true, '/t/s.json', () => ({ unavailable: 'a container job' }))).toEqual({
      unavailable: 'a container job'
    })
    expect(planStepOutput(false, '/t/s.json', () => ({ pagesDir: '/x' }))).toEqual({})
  })
})

describe('endReportSteps', () => {
  const redactor = new Redactor(['ghs_postKnowsThisToken000000000'])

  it('says why when step output is unavailable, and when the helper left nothing', () => {
    expect(
      endReportSteps({ unavailable: 'a container job', budget: 1000, redactor }).notes
    ).toEqual(['step output unavailable on this runner (a container job)'])
    expect(
      endReportSteps({ file: join(dir, 'missing.json'), budget: 1000, redactor }).notes[0]
    ).toMatch(/unavailable on this runner \(the heartbeat helper left no steps\)/)
  })

  it('names failed steps from the pages when the jobs API did not answer, and quotes them', () => {
    const file = join(dir, 'steps.json')
    writeSteps(file, {
      updatedAt: '2026-11-22T10:00:00Z',
      final: true,
      missed: 1,
      skipped: 0,
      steps: [
        {
          record: 'r1',
          name: 'Run ./deploy.sh',
          lines: 2,
          bytes: 80,
          text: 'token ghs_postKnowsThisToken000000000\n##[error]Process completed with exit code 4.\n',
          errors: ['##[error]Process completed with exit code 4.'],
          exitCode: 4,
          finished: true
        }
      ]
    })
    const r = endReportSteps({ file, budget: 4000, redactor })
    expect(r.failed).toEqual(['Run ./deploy.sh'])
    expect(r.notes).toEqual(['1 step page(s) were gone before they could be read'])
    expect(r.sections.join('\n')).toContain('token ***')
    expect(withFailureQuotes('Failed steps: Run ./deploy.sh', 'failed', r)).toBe(
      'Failed steps: Run ./deploy.sh\n\nRun ./deploy.sh (exit code 4):\nError: Process completed with exit code 4.\n...\ntoken ***'
    )
    expect(withFailureQuotes(null, 'success', r)).toBeNull()
  })
})
