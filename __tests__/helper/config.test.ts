/**
 * The helper's config as both of its starters build it (the action's main step and the command
 * line's `start`): one rule for its stop channels, its queued start and its lifetime.
 */
import { describe, expect, it } from '@jest/globals'
import { dirname, join } from 'node:path'
import { MonitorError } from '../../src/client/errors.js'
import type { QueueRecord } from '../../src/queue/record.js'
import type { Begun } from '../../src/run/protocol.js'
import { channelAddresses, hostChannelFacts } from '../../src/helper/channel.js'
import { type HelperPlan, helperConfigFor } from '../../src/helper/config.js'
import { HELPER_MAX_LIFETIME_MS } from '../../src/helper/constants.js'

const run: Begun['run'] = {
  jobName: 'build',
  runKey: 'k-1',
  startTime: '2026-01-01T00:00:00Z',
  runId: ''
}
const plan: HelperPlan = {
  client: { baseUrl: 'http://127.0.0.1:1', userAgent: 'test' },
  jobName: 'build',
  intervalMs: 1000,
  queueDir: '/q',
  statusFile: join('/runner', 'temp', 'helper-k-1.json')
}
const error = new MonitorError('down', { retryable: true })
const starts: Record<string, { start: Begun['start']; queued: boolean }> = {
  delivered: { start: { delivered: true, response: { run_id: 'r' }, attempts: 1 }, queued: false },
  queued: { start: { delivered: false, error, queued: {} as QueueRecord }, queued: true },
  refused: { start: { delivered: false, error }, queued: false }
}

describe('helperConfigFor', () => {
  for (const [name, { start, queued }] of Object.entries(starts)) {
    it(`carries on the start report only when it was queued (${name})`, () => {
      const config = helperConfigFor({ run, start }, plan)
      expect(config.startQueued).toBe(queued)
    })
  }

  it('decides the stop channels beside the status file, and caps the lifetime', () => {
    const config = helperConfigFor({ run, start: starts.delivered.start }, plan)
    expect(config).toEqual({
      ...plan,
      runKey: 'k-1',
      startQueued: false,
      maxLifetimeMs: HELPER_MAX_LIFETIME_MS,
      // What a later job needs to end the run if no end comes.
      openRun: { startTime: run.startTime, runId: run.runId },
      channels: channelAddresses('k-1', dirname(plan.statusFile), hostChannelFacts())
    })
  })

  it('names the service of the run in what a later job needs to end it', () => {
    const service = { address: 'http://127.0.0.1:1', key: 'ab'.repeat(16) }
    const config = helperConfigFor({ run, start: starts.delivered.start, service }, plan)
    expect(config.openRun).toEqual({ startTime: run.startTime, runId: run.runId, service })
  })
})
