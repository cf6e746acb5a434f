import { describe, expect, it } from '@jest/globals'
import { endStatusOf, pipelineOutcome } from '../../src/action/status.js'
import { renderSummary } from '../../src/action/summary.js'

describe('status mapping', () => {
  it('maps job.status to the service words', () => {
    expect(endStatusOf('success')).toBe('success')
    expect(endStatusOf('failure')).toBe('failed')
    expect(endStatusOf('cancelled')).toBe('cancelled')
    expect(endStatusOf(' Cancelled ')).toBe('cancelled')
    expect(endStatusOf('')).toBe('failed')
  })
  it('sends a cancelled job to the pipeline API as failed with a message saying so', () => {
    expect(pipelineOutcome('cancelled', 'CI / test')).toEqual({
      status: 'failed',
      message: 'CI / test was cancelled'
    })
    expect(pipelineOutcome('success', 'j').status).toBe('success')
    expect(pipelineOutcome('failed', 'j')).toEqual({ status: 'failed', message: 'j failed' })
  })
})

describe('renderSummary', () => {
  it('shows run id, status, heartbeats, deliveries, the queue and trouble', () => {
    const md = renderSummary({
      jobName: 'CI / test',
      runId: 'r-1',
      status: 'failed',
      heartbeatsSent: 4,
      heartbeatsFailed: 1,
      delivered: ['start report', 'end report (failed)'],
      queued: [],
      trouble: ['heartbeats: x | y']
    })
    expect(md).toContain('## Job monitoring')
    expect(md).toContain('| Run id | `r-1` |')
    expect(md).toContain('| Status | failed |')
    expect(md).toContain('| Heartbeats | 4 sent, 1 failed |')
    expect(md).toContain('| Delivered | start report, end report (failed) |')
    expect(md).toContain('| Queued for later | nothing |')
    expect(md).toContain('- heartbeats: x \\| y')
  })
  it('explains a queued start', () => {
    const md = renderSummary({
      jobName: 'j',
      status: 'success',
      heartbeatsSent: 0,
      heartbeatsFailed: 0,
      delivered: [],
      queued: ['end report (success)'],
      trouble: []
    })
    expect(md).toContain('not known yet')
    expect(md).toContain('| Queued for later | end report (success) |')
    expect(md).toContain('job-monitor replay')
  })
})
