/**
 * The run's record in the job's log: it reads back as written, one ASCII line whatever the job's
 * name holds, never a workflow command; and only a record sealed with this service's key and
 * address is believed: a forged, masked or cut one is counted, never used.
 */
import { describe, expect, it } from '@jest/globals'
import {
  RECORD_MARK,
  type RunRecord,
  readRecords,
  recordLine
} from '../../src/reconcile/record-line.js'

const seal = { apiKey: 'xK7qQ2mW9zpL4v8nR3tY6zB1', address: 'https://monitor.example.com' }
const start: RunRecord = {
  kind: 'start',
  runId: 'run_0123456789abcdef',
  startTime: '2026-12-07T00:21:23.592+00:00',
  jobName: 'CI / build',
  machine: 'ephemeral',
  healer: 'next-run',
  ciJob: 'github:octo/app:1001'
}

describe('the run record line', () => {
  it('reads back as written, from a GitHub log line with its time stamp', () => {
    const end: RunRecord = { ...start, kind: 'end', outcome: 'queued', status: 'failed' }
    const log = `2026-12-07T00:21:24.0000000Z ${recordLine(start, seal)}\n2026-12-07T00:21:30.0000000Z ${recordLine(end, seal)}\n`
    expect(readRecords(log, seal)).toEqual({ records: [start, end], unverified: 0 })
  })

  it('is one ASCII line that is no workflow command, whatever the job name holds', () => {
    for (const jobName of [
      'a\nb',
      '::error::x',
      'tab\there\r',
      'é ünï 中文 😀',
      '\u2028sep\u0085',
      '%0A%25'
    ]) {
      const line = recordLine({ ...start, jobName }, seal)
      expect(line.startsWith(RECORD_MARK)).toBe(true)
      expect(line).toMatch(/^[\x20-\x7e]+$/)
      expect(readRecords(line, seal).records[0]?.jobName).toBe(jobName)
    }
  })

  it('holds no piece of the key', () => {
    const line = recordLine(start, seal)
    for (let i = 0; i + 6 <= seal.apiKey.length; i++)
      expect(line).not.toContain(seal.apiKey.slice(i, i + 6))
  })

  it('is not believed when sealed with another key or for another service, masked or cut', () => {
    const line = recordLine(start, seal)
    const masked = line.replace('CI / build', '***')
    const cut = line.slice(0, -4)
    const edited = line.replace('"ephemeral"', '"persistent"')
    const log = [
      recordLine(start, { ...seal, apiKey: 'jm-another-key-000000000000000' }),
      recordLine(start, { ...seal, address: 'https://elsewhere.example.com' }),
      masked,
      cut,
      edited,
      `${RECORD_MARK}{"v":2,"k":"start"}`,
      `${RECORD_MARK}not json`
    ].join('\n')
    expect(readRecords(log, seal)).toEqual({ records: [], unverified: 7 })
  })

  it('seals the job that wrote it: another job in its place, or none, does not verify', () => {
    const line = recordLine(start, seal)
    expect(line).toContain('"ci_job":"github:octo/app:1001"')
    const { ciJob: _job, ...unnamed } = start
    const log = [
      line.replace('github:octo/app:1001', 'github:octo/app:2001'),
      line.replace(',"ci_job":"github:octo/app:1001"', ''),
      recordLine({ ...start, ciJob: 'github:octo/app:2001' }, seal).replace(
        'github:octo/app:2001',
        'github:octo/app:1001'
      )
    ].join('\n')
    expect(readRecords(log, seal)).toEqual({ records: [], unverified: 3 })
    // Written naming no job, it reads back naming none (and finished-job.ts believes it nowhere).
    expect(readRecords(recordLine(unnamed, seal), seal).records).toEqual([unnamed])
  })

  it('is not believed in the format before the job was sealed (version 1)', () => {
    const v1 = recordLine(start, seal).replace('"v":2', '"v":1')
    expect(readRecords(v1, seal)).toEqual({ records: [], unverified: 1 })
  })

  it('takes the address without trailing slashes as the same service', () => {
    const line = recordLine(start, { ...seal, address: `${seal.address}/` })
    expect(readRecords(line, seal).records).toHaveLength(1)
  })
})
