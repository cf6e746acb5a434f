/**
 * Where the queue lives by default on each platform, given as the platform and its
 * environment.
 */
import { describe, expect, it } from '@jest/globals'
import { defaultQueueDir } from '../../src/queue/index.js'
import { readQueuePlace } from '../../src/environment/queue-place.js'

/** The folder for an environment, as a front end reads it and the queue places itself. */
const queueDirFor = (env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string =>
  defaultQueueDir(readQueuePlace(env), platform)

const WINDOWS = {
  USERPROFILE: 'C:\\Users\\runneradmin',
  LOCALAPPDATA: 'C:\\Users\\runneradmin\\AppData\\Local'
}

describe('the default queue folder', () => {
  it('is under %LOCALAPPDATA% on Windows', () => {
    expect(queueDirFor(WINDOWS, 'win32')).toBe(
      'C:\\Users\\runneradmin\\AppData\\Local\\job-monitor\\queue'
    )
  })

  it('is under the profile when LOCALAPPDATA is not set or not absolute', () => {
    const expected = 'C:\\Users\\runneradmin\\AppData\\Local\\job-monitor\\queue'
    expect(queueDirFor({ USERPROFILE: WINDOWS.USERPROFILE }, 'win32')).toBe(expected)
    expect(queueDirFor({ ...WINDOWS, LOCALAPPDATA: 'AppData' }, 'win32')).toBe(expected)
  })

  it('still gives JOB_MONITOR_QUEUE_DIR, then XDG_STATE_HOME, precedence on Windows', () => {
    expect(
      queueDirFor({ ...WINDOWS, JOB_MONITOR_QUEUE_DIR: 'D:\\q', XDG_STATE_HOME: 'D:\\s' }, 'win32')
    ).toBe('D:\\q')
    expect(queueDirFor({ ...WINDOWS, XDG_STATE_HOME: 'D:\\state' }, 'win32')).toBe(
      'D:\\state\\job-monitor\\queue'
    )
  })

  it('is the XDG state folder on macOS, as for other command-line tools', () => {
    expect(queueDirFor({ HOME: '/Users/runner' }, 'darwin')).toBe(
      '/Users/runner/.local/state/job-monitor/queue'
    )
  })
})
