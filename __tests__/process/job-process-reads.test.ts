/**
 * What naming and judging the job's process costs on a real machine: the action's main step
 * names the runner's Worker before every job, and the helper judges it on every beat, so each
 * reads only the few /proc entries the answer needs (the process's stat, pid 1's stat for the
 * namespace, the boot id), never a command line it does not look at, each in a buffer the size
 * of the entry rather than the largest one /proc could hold.
 */
import { describe, expect, jest } from '@jest/globals'
import { procfs } from '../platform.js'

const real = await import('../../src/util/regular-files.js')
const reads: { path: string; maxBytes: number | undefined }[] = []
/** Paths whose next read fails, as a read of /proc can when the machine is short of memory. */
const failOnce = new Set<string>()
jest.unstable_mockModule('../../src/util/regular-files.js', () => ({
  ...real,
  readRegularFileSync: (path: string, maxBytes?: number) => {
    reads.push({ path, maxBytes })
    if (failOnce.delete(path)) throw Object.assign(new Error(`EIO: ${path}`), { code: 'EIO' })
    return real.readRegularFileSync(path, maxBytes)
  }
}))
const { findJobProcess, hostProcesses, judgeJobProcess } =
  await import('../../src/process/job-process.js')

/** The largest /proc/<pid>/stat: 52 numbers and a command name of 16 bytes at most. */
const STAT_BUFFER_MAX = 4096

describe('the job process on this machine', () => {
  procfs.it(
    "names main's parent from its stat, pid 1's and the boot id, with no command line",
    () => {
      reads.length = 0
      const job = findJobProcess('github', { parentIsWorker: true })
      expect(job).toMatchObject({ kind: 'github', pid: process.ppid })
      expect(job?.procStart).toMatch(/^\d+$/)
      expect(job?.pidNamespace).toMatch(/^pid:\[\d+\]@\d+$/)
      expect(job?.bootId).toMatch(/\S/)
      const paths = new Set(reads.map(r => r.path))
      expect([...paths].sort()).toEqual(
        [`/proc/${process.ppid}/stat`, '/proc/1/stat', '/proc/sys/kernel/random/boot_id'].sort()
      )
      for (const r of reads) expect(r.maxBytes ?? Infinity).toBeLessThanOrEqual(STAT_BUFFER_MAX)
    }
  )

  procfs.it('judges it alive from the same entries', () => {
    const job = findJobProcess('github', { parentIsWorker: true })
    expect(job).toBeDefined()
    reads.length = 0
    expect(judgeJobProcess(job!, hostProcesses())).toBe('alive')
    expect(reads.some(r => r.path.endsWith('/cmdline'))).toBe(false)
    for (const r of reads) expect(r.maxBytes ?? Infinity).toBeLessThanOrEqual(STAT_BUFFER_MAX)
  })

  procfs.it(
    'judges it again after a read of its namespace failed once, not unseen for ever',
    () => {
      const job = findJobProcess('github', { parentIsWorker: true })
      expect(job).toBeDefined()
      // One host serves a helper for hours: a failed read is not a fact to keep.
      const host = hostProcesses()
      failOnce.add('/proc/1/stat')
      expect(judgeJobProcess(job!, host)).toBe('unseen')
      expect(judgeJobProcess(job!, host)).toBe('alive')
    }
  )
})
