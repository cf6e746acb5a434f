/**
 * Where the queue lives by default on each platform, given as the platform and its
 * environment, and the former default folder that a replay still reads on Windows.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { RunQueue, defaultQueueDir, formerQueueDir } from '../../src/queue/index.js'
import { FakeClient, FakeClock, label, notifyCall, startCall, tempDir } from './helpers.js'

const WINDOWS = {
  USERPROFILE: 'C:\\Users\\runneradmin',
  LOCALAPPDATA: 'C:\\Users\\runneradmin\\AppData\\Local'
}

describe('the default queue folder', () => {
  it('is under %LOCALAPPDATA% on Windows', () => {
    expect(defaultQueueDir(WINDOWS, 'win32')).toBe(
      'C:\\Users\\runneradmin\\AppData\\Local\\job-monitor\\queue'
    )
  })

  it('is under the profile when LOCALAPPDATA is not set or not absolute', () => {
    const expected = 'C:\\Users\\runneradmin\\AppData\\Local\\job-monitor\\queue'
    expect(defaultQueueDir({ USERPROFILE: WINDOWS.USERPROFILE }, 'win32')).toBe(expected)
    expect(defaultQueueDir({ ...WINDOWS, LOCALAPPDATA: 'AppData' }, 'win32')).toBe(expected)
  })

  it('still gives JOB_MONITOR_QUEUE_DIR, then XDG_STATE_HOME, precedence on Windows', () => {
    expect(
      defaultQueueDir(
        { ...WINDOWS, JOB_MONITOR_QUEUE_DIR: 'D:\\q', XDG_STATE_HOME: 'D:\\s' },
        'win32'
      )
    ).toBe('D:\\q')
    expect(defaultQueueDir({ ...WINDOWS, XDG_STATE_HOME: 'D:\\state' }, 'win32')).toBe(
      'D:\\state\\job-monitor\\queue'
    )
  })

  it('is the XDG state folder on macOS, as for other command-line tools', () => {
    expect(defaultQueueDir({ HOME: '/Users/runner' }, 'darwin')).toBe(
      '/Users/runner/.local/state/job-monitor/queue'
    )
  })
})

describe('the former default folder', () => {
  it('is ~/.local/state on Windows while the default is in use', () => {
    const dir = defaultQueueDir(WINDOWS, 'win32')
    expect(formerQueueDir(dir, WINDOWS, 'win32')).toBe(
      'C:\\Users\\runneradmin\\.local\\state\\job-monitor\\queue'
    )
    // A shell that sets HOME (Git Bash) had it there.
    expect(formerQueueDir(dir, { ...WINDOWS, HOME: 'C:\\home\\me' }, 'win32')).toBe(
      'C:\\home\\me\\.local\\state\\job-monitor\\queue'
    )
  })

  it('is none for a folder that was asked for, and on other platforms', () => {
    expect(formerQueueDir('D:\\q', { ...WINDOWS, JOB_MONITOR_QUEUE_DIR: 'D:\\q' }, 'win32')).toBe(
      undefined
    )
    const xdg = { ...WINDOWS, XDG_STATE_HOME: 'D:\\state' }
    expect(formerQueueDir(defaultQueueDir(xdg, 'win32'), xdg, 'win32')).toBe(undefined)
    for (const platform of ['linux', 'darwin'] as const) {
      const env = { HOME: '/home/u' }
      expect(formerQueueDir(defaultQueueDir(env, platform), env, platform)).toBe(undefined)
    }
  })
})

describe('replaying the former folder', () => {
  let root: string
  let cleanup: () => Promise<void>
  let clock: FakeClock
  beforeEach(async () => {
    let dir: string
    ;({ dir, cleanup } = await tempDir())
    root = join(dir, '..')
    clock = new FakeClock()
  })
  afterEach(() => cleanup())

  it('sends what waits in the former folder first, then the queue', async () => {
    const former = new RunQueue({ dir: join(root, 'former'), clock })
    await former.enqueue(notifyCall('left by an earlier version'))
    clock.advance(1)
    const queue = new RunQueue({ dir: join(root, 'now'), formerDir: former.dir, clock })
    await queue.enqueue(notifyCall('queued now'))
    const client = new FakeClient()
    const summary = await queue.replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual([
      'notify:left by an earlier version',
      'notify:queued now'
    ])
    expect(summary).toMatchObject({ sent: 2, remaining: 0, counted: true, errors: [] })
    expect(await former.list()).toEqual([])
  })

  it("leaves the former folder out of a run's own replay, and is quiet when it is absent", async () => {
    const former = new RunQueue({ dir: join(root, 'former'), clock })
    await former.enqueue(startCall('old'), { runKey: 'rk-old' })
    const queue = new RunQueue({ dir: join(root, 'now'), formerDir: former.dir, clock })
    await queue.enqueue(startCall('new'), { runKey: 'rk-new' })
    const client = new FakeClient(() => ({
      delivered: true,
      response: { run_id: 'r' },
      attempts: 1
    }))
    expect(await queue.replay(client, { runKey: 'rk-new' })).toMatchObject({ sent: 1 })
    expect(client.calls.map(c => label(c.call))).toEqual(['start:new'])

    const alone = new RunQueue({ dir: join(root, 'now'), formerDir: join(root, 'none'), clock })
    await alone.enqueue(notifyCall('n'))
    expect(await alone.replay(new FakeClient())).toMatchObject({ sent: 1, errors: [] })
  })
})
