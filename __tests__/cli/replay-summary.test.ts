/**
 * What `job-monitor replay` says when it is done (src/cli/replay-summary.ts): each number of
 * its summary with what it means, and what happens next to what is still queued.
 */
import { describe, expect, it } from '@jest/globals'
import { createServer } from 'node:net'
import { serviceIdentity } from '../../src/client/identity.js'
import { RunQueue } from '../../src/queue/queue.js'
import type { ReplaySummary } from '../../src/queue/replay.js'
import { replayLines } from '../../src/cli/replay-summary.js'
import { cli, tempDir } from './run-cli.js'

const KEY = 'jm_replay_summary_key_8e7f'

function summary(s: Partial<ReplaySummary>): ReplaySummary {
  return {
    sent: 0,
    failed: 0,
    held: 0,
    notDue: 0,
    awaitingStart: 0,
    dropped: 0,
    remaining: 0,
    counted: true,
    unaddressed: 0,
    foreign: 0,
    runIds: {},
    errors: [],
    keyRejected: false,
    keyRejectedFor: [],
    ...s
  }
}

/** An address where nothing listens: the service is down. */
async function downAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise(resolve => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('the summary, line by line', () => {
  it('accounts for every record still queued, says why, and who tries next and when', () => {
    const lines = replayLines(
      summary({
        remaining: 6,
        failed: 1,
        held: 2,
        notDue: 1,
        awaitingStart: 1,
        nextTryAt: Date.parse('2026-11-22T11:00:00Z')
      }),
      '/q'
    )
    expect(lines).toEqual([
      'replay: 0 sent, 6 still queued, 0 dropped',
      '  1 tried and not delivered (why is said above): kept, with its place in its retry sequence',
      "  2 held back for the key's hourly limit (the service answered 429, or this machine's jobs have used the key's hour): not tried, so no request is spent on it",
      "  1 not due yet: its next try waits for the retry rule's backoff (or the service's Retry-After), past this replay's --wait",
      "  1 end report(s) waiting for their run's start report: sent once it is, with the run id it brings",
      "  1 not tried: after a failure the others of its kind wait, rather than spend the key's hourly requests on a service that is not answering",
      '  next: they stay in /q; nothing sends them by itself: the next `job-monitor replay` tries again, and the first of them may go at 2026-11-22T11:00:00Z (from cron: `*/10 * * * * job-monitor replay --quiet`)'
    ])
  })

  it('says no more than the line when everything went', () => {
    expect(replayLines(summary({ sent: 3 }), '/q')).toEqual([
      'replay: 3 sent, 0 still queued, 0 dropped'
    ])
    expect(replayLines(summary({ sent: 1, dropped: 1 }), '/q')).toEqual([
      'replay: 1 sent, 0 still queued, 1 dropped',
      '  1 sent: delivered, and removed from the queue',
      '  1 dropped: refused by the service for good, or past its use (each is named above); never tried again'
    ])
  })
})

it('while the service is down: what the 1 that failed and the 1 not tried mean, and what comes next', async () => {
  const baseUrl = await downAddress()
  const dir = tempDir()
  const queue = new RunQueue({ dir })
  const service = serviceIdentity(baseUrl, KEY)
  for (const job of ['backup', 'report']) {
    await queue.enqueue(
      {
        kind: 'start',
        body: {
          job_name: job,
          status: 'running',
          run_id: '',
          start_time: '2026-11-22T10:00:00.000+00:00',
          end_time: null
        } as never
      },
      { service }
    )
  }
  const r = await cli(['replay'], {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: baseUrl,
    JOB_MONITOR_QUEUE_DIR: dir,
    JOB_MONITOR_ATTEMPTS: '1'
  })
  expect(r.code).toBe(0)
  const lines = r.stderr.toString().split('\n')
  expect(lines).toEqual(
    expect.arrayContaining([
      'job-monitor: replay: 0 sent, 2 still queued, 0 dropped',
      'job-monitor:   1 tried and not delivered (why is said above): kept, with its place in its retry sequence',
      "job-monitor:   1 not tried: after a failure the others of its kind wait, rather than spend the key's hourly requests on a service that is not answering",
      `job-monitor:   next: they stay in ${dir}; nothing sends them by itself: the next \`job-monitor replay\` tries again (from cron: \`*/10 * * * * job-monitor replay --quiet\`)`
    ])
  )
  // Why the one tried failed is said above the summary, once.
  expect(lines.filter(l => /could not be reached \(ECONNREFUSED\)/.test(l))).toHaveLength(1)
  expect(await queue.list()).toHaveLength(2)
})
