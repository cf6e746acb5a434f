/**
 * The built command-line tool wrapping a command that writes a credential's name on stdout,
 * after a progress line too long to hold (only `\r` in it), then a line on stderr, then the value
 * on stdout: the value reaches the service in no request.
 */
import { describe, expect, it } from '@jest/globals'
import { runCli } from '../cli/run-cli.js'
import { emulatedService } from './emulated-service.js'

const KEY = 'jm_e2e_seam_key_8e2d4c6a1f'
const { emulator, env, received } = emulatedService(KEY)

describe("a credential's name and value on either side of another stream's line", () => {
  it.each([
    ['password =', ' '],
    ['Authorization: Bearer', ' '],
    ['token:', '\r ']
  ])('%j: the value is not sent', async (prefix, gap) => {
    const value = 'S3cr3tValueQ9Z7X5'
    // A progress line past the 64 KiB a line is held, then the name; a line on stderr; the value.
    // Each write waits for the one before to be read: the tool sees them in this order.
    const script = `
      const fs = require('node:fs')
      const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300)
      fs.writeSync(1, '#'.repeat(70000) + '\\r' + process.env.PREFIX)
      pause()
      fs.writeSync(2, 'warning: something else\\n')
      pause()
      fs.writeSync(1, process.env.GAP + process.env.VALUE + ' rest\\n')
    `
    const r = await runCli(
      ['exec', '-n', 'seam-job', '--', process.execPath, '-e', script],
      env({ PREFIX: prefix, GAP: gap, VALUE: value })
    )
    expect(r.code).toBe(0)
    expect(r.stdout.toString()).toContain(value)
    const [run] = emulator().runs()
    expect(String(run.logs)).toContain('something else')
    expect(String(run.logs)).toContain(' rest')
    expect(received()).not.toContain(value)
  })

  it('a value after a run of blanks longer than a cut holds around it: not sent', async () => {
    const value = 'S3cr3tValueK4M8W2'
    // One line, past what is held: the cut between head and tail falls among the blanks.
    const script = `process.stdout.write('password =\\r' + ' '.repeat(200000) + process.env.VALUE + ' rest\\n')`
    const r = await runCli(
      ['exec', '-n', 'seam-job', '--', process.execPath, '-e', script],
      env({ VALUE: value })
    )
    expect(r.code).toBe(0)
    expect(r.stdout.toString()).toContain(value)
    const [run] = emulator().runs()
    expect(String(run.logs)).toMatch(/bytes cut/)
    expect(String(run.logs)).toContain(' rest')
    expect(received()).not.toContain(value)
  })
})
