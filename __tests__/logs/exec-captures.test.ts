import { expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { capturesDir, readCaptures, writeCapture } from '../../src/logs/exec-captures.js'
import { fileModes } from '../platform.js'

it('round-trips captures oldest first, private to the user, skipping unreadable files', async () => {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'jm-cap-'))
  const base = { jobName: 'j', exitCode: 0, startedAt: '2026-11-22T10:00:00+00:00', durationMs: 5 }
  await writeCapture(runnerTemp, { ...base, command: 'first', output: 'one' })
  await new Promise(r => setTimeout(r, 2))
  await writeCapture(runnerTemp, { ...base, command: 'second', output: 'two', exitCode: 3 })
  const dir = capturesDir(runnerTemp)!
  writeFileSync(join(dir, '000-garbage.json'), '{not json')
  const read = await readCaptures(runnerTemp)
  expect(read.map(c => c.command)).toEqual(['first', 'second'])
  if (!fileModes.here) return
  for (const name of readdirSync(dir).filter(n => !n.startsWith('000'))) {
    expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600)
  }
  expect(statSync(dir).mode & 0o777).toBe(0o700)
})

it('does nothing outside a runner', async () => {
  expect(capturesDir(undefined)).toBeUndefined()
  await writeCapture(undefined, {
    command: 'x',
    exitCode: 0,
    startedAt: '',
    durationMs: 0,
    output: ''
  })
  expect(await readCaptures(undefined)).toEqual([])
})
