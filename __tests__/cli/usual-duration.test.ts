/** exec's record of its own runs of a job (the rule is src/run/usual-duration.ts's). */
import { describe, expect, it } from '@jest/globals'
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { DurationHistory } from '../../src/cli/usual-duration.js'
import { USUAL } from '../../src/run/usual-duration.js'
import { tempDir } from './run-cli.js'
import { fileModes, POSIX, onlyOn } from '../platform.js'

const links = onlyOn(POSIX, 'symbolic links without privileges')

describe('DurationHistory', () => {
  it('keeps the last 20 durations of each job, in a private file of its own', async () => {
    const dir = join(tempDir(), 'durations')
    const h = new DurationHistory(dir)
    let prior = await h.recent('nightly')
    expect(prior).toEqual([])
    for (let i = 1; i <= 25; i++) {
      await h.add('nightly', prior, i * 1000)
      prior = await h.recent('nightly')
    }
    expect(prior).toHaveLength(USUAL.kept)
    expect(prior[0]).toBe(6000)
    expect(prior.at(-1)).toBe(25_000)
    expect(await h.recent('other job')).toEqual([])
    const [file] = readdirSync(dir)
    expect(file).toMatch(/^[0-9a-f]{40}\.json$/)
    expect(readFileSync(join(dir, file), 'utf8').length).toBeLessThan(400)
    if (fileModes.here) {
      expect(statSync(dir).mode & 0o777).toBe(0o700)
      expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600)
    }
  })

  it("reads nothing from a file that is not its own: garbage, another job's, too large", async () => {
    const dir = join(tempDir(), 'durations')
    const h = new DurationHistory(dir)
    await h.add('a', [], 1000)
    const [file] = readdirSync(dir)
    for (const text of [
      'not json',
      '{"jobName":"b","durationsMs":[1,2,3]}',
      '{"jobName":"a","durationsMs":"many"}',
      `{"jobName":"a","durationsMs":[${'1,'.repeat(40_000)}1]}`
    ]) {
      writeFileSync(join(dir, file), text)
      expect(await h.recent('a')).toEqual([])
    }
    writeFileSync(join(dir, file), '{"jobName":"a","durationsMs":[1000,-5,"x",null,2000]}')
    expect(await h.recent('a')).toEqual([1000, 2000])
  })

  links.it('never follows a link in its place', async () => {
    const dir = join(tempDir(), 'durations')
    mkdirSync(dir)
    const h = new DurationHistory(dir)
    await h.add('a', [], 1000)
    const [file] = readdirSync(dir)
    const elsewhere = join(tempDir(), 'elsewhere.json')
    writeFileSync(elsewhere, '{"jobName":"a","durationsMs":[1,2,3]}')
    const path = join(dir, file)
    rmSync(path)
    symlinkSync(elsewhere, path)
    expect(await h.recent('a')).toEqual([])
  })
})
