/**
 * One queue directory shared by two organisations (a self-hosted runner): each record goes
 * only to the service, and under the key, it was queued for. Real clients against two
 * emulators; the records are queued the way front ends queue them (deliverOrQueue).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServiceCall } from '../../src/client/call.js'
import { MonitorClient } from '../../src/client/client.js'
import { keyFingerprint } from '../../src/client/identity.js'
import { type Emulator, startEmulator } from '../../src/emulator/index.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { FakeClock, endCall, notifyCall, startCall, tempDir } from './helpers.js'

const KEY_A = 'jm_live_OrgA-Secret-Key-7c21'
const KEY_B = 'jm_live_OrgB-Secret-Key-93fe'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock
let queue: RunQueue
let emuA: Emulator
let emuB: Emulator

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
  queue = new RunQueue({ dir, clock })
  emuA = await startEmulator({ apiKey: KEY_A, now: () => clock.now() })
  emuB = await startEmulator({ apiKey: KEY_B, now: () => clock.now() })
})
afterEach(async () => {
  await Promise.all([emuA.close(), emuB.close()])
  await cleanup()
})

function clientOf(o: { baseUrl: string; apiKey: string; deploymentUrl?: string }): MonitorClient {
  return new MonitorClient({ ...o, clock, maxAttempts: 1 })
}

/** Queues `calls` as a front end does while `emu` is down (503). */
async function queueWhileDown(emu: Emulator, client: MonitorClient, calls: ServiceCall[]) {
  emu.inject({ path: '*', status: 503, count: calls.length })
  for (const call of calls) {
    const outcome = await deliverOrQueue(client, queue, call, { runKey: 'rk-a' })
    expect(outcome.delivered === false && outcome.queued).toBeTruthy()
  }
  emu.clearFaults() // an end queued behind its start was never sent
}

const jobNames = (emu: Emulator): string[] =>
  emu.requests().flatMap(r => {
    const body = r.body as { job_name?: string; message?: string } | undefined
    return body?.job_name ?? body?.message ?? []
  })

describe('records carry the service they were queued for', () => {
  it("never replays one organisation's records to the other's service", async () => {
    const a = clientOf({ baseUrl: emuA.url, apiKey: KEY_A })
    const b = clientOf({ baseUrl: emuB.url, apiKey: KEY_B })
    await queueWhileDown(emuA, a, [startCall('orgA-secret-job'), endCall('orgA-secret-job')])
    const before = emuA.requests().length

    const byB = await queue.replay(b)
    expect(byB).toMatchObject({ sent: 0, remaining: 0, foreign: 2, dropped: 0 })
    expect(emuB.requests()).toEqual([])
    expect(await queue.list()).toHaveLength(2)

    const byA = await queue.replay(a)
    expect(byA).toMatchObject({ sent: 2, remaining: 0, foreign: 0 })
    expect(jobNames(emuA).slice(before)).toEqual(['orgA-secret-job', 'orgA-secret-job'])
    expect(emuA.runs()).toHaveLength(1)
  })

  it('keeps the records of one address from a client with another key', async () => {
    const a = clientOf({ baseUrl: emuA.url, apiKey: KEY_A })
    const sameUrlOtherKey = clientOf({ baseUrl: emuA.url, apiKey: KEY_B })
    await queueWhileDown(emuA, a, [startCall('orgA-job')])
    const before = emuA.requests().length
    expect(await queue.replay(sameUrlOtherKey)).toMatchObject({ sent: 0, foreign: 1 })
    expect(emuA.requests().length).toBe(before)
    // The same service written with a trailing slash is the same service.
    const slashed = clientOf({ baseUrl: `${emuA.url}/`, apiKey: KEY_A })
    expect(await queue.replay(slashed)).toMatchObject({ sent: 1, foreign: 0, remaining: 0 })
  })

  it('names pipeline notifications by the deployment URL, run reports by the base URL', async () => {
    const a = clientOf({ baseUrl: emuA.url, apiKey: KEY_A, deploymentUrl: emuA.url })
    await queueWhileDown(emuA, a, [startCall('orgA-job'), notifyCall('orgA-deployed')])
    // Same key and base URL, another deployment: the run report is ours, the notification is not.
    const other = clientOf({ baseUrl: emuA.url, apiKey: KEY_A, deploymentUrl: emuB.url })
    expect(await queue.replay(other)).toMatchObject({ sent: 1, foreign: 1, remaining: 0 })
    expect(emuB.requests()).toEqual([])
    expect((await queue.list()).map(r => r.call.kind)).toEqual(['pipeline-notification'])
    expect(await queue.replay(a)).toMatchObject({ sent: 1, foreign: 0 })
    expect(emuA.notifications().map(n => n.message)).toEqual(['orgA-deployed'])
  })

  it('writes a fingerprint of the key, never the key or a piece of it', async () => {
    const a = clientOf({ baseUrl: emuA.url, apiKey: KEY_A })
    await queueWhileDown(emuA, a, [startCall('orgA-job')])
    const [name] = (await readdir(dir)).filter(n => n.endsWith('.json'))
    const text = await readFile(join(dir, name), 'utf8')
    expect(JSON.parse(text)).toMatchObject({
      version: 2,
      service: { address: emuA.url, key: keyFingerprint(KEY_A) }
    })
    for (let i = 0; i + 6 <= KEY_A.length; i++) expect(text).not.toContain(KEY_A.slice(i, i + 6))
    expect(keyFingerprint(KEY_A)).not.toBe(keyFingerprint(KEY_B))
    expect(keyFingerprint(KEY_A)).toMatch(/^[0-9a-f]{32}$/)
  })
})
