/**
 * What the tests of the key's hour share: a fake date that leaves every timer real, and another
 * machine's use of the key.
 */
import { jest } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'

/**
 * Fakes `Date` alone, from `now`: timers, I/O and child processes stay real, so a command run in
 * this process meets the hours of a fake date while any wait it makes is a real one (a test of
 * "it never waits" sees it). jest.setSystemTime moves the date; jest.useRealTimers ends it. An
 * emulator started for such a test takes `now: () => Date.now()`, read at each request.
 */
export function fakeDateOnly(now: number): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout'
    ]
  })
}

/** Requests another machine makes with the key: they spend its hour, unknown to this machine. */
export async function spendElsewhere(emu: Emulator, key: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await fetch(`${emu.url}/heartbeat`, {
      method: 'POST',
      headers: { Authorization: key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ job_name: 'elsewhere', current_time: new Date().toISOString() })
    })
  }
}
