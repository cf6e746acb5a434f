/**
 * Where a sweep run outside a CI (cron on a host) remembers how far its sweeps went: in the queue
 * folder, one small file per record swept and service, so that the next sweep begins where this
 * one stopped and no job belongs to two sweeps. A sweep inside a CI takes its window from the
 * CI's record of the sweep's own runs instead.
 */
import { join } from 'node:path'
import { readRegularFileSync } from '../util/regular-files.js'
import { makeDirs } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { shortHash } from '../util/short-hash.js'

export interface WindowMemory {
  /** Where the last sweep of this record stopped (ms), if one did here. */
  until: () => number | undefined
  remember: (until: number, say: (m: string) => void) => Promise<void>
}

/** `of` names the record swept and the service (an address, a project, a service URL). */
export function windowMemory(queueDir: string, of: string): WindowMemory {
  const dir = join(queueDir, 'reconcile')
  const name = `${shortHash(of, 16)}.json`
  return {
    until: () => {
      const text = readRegularFileSync(join(dir, name), 4096)?.text
      try {
        const until = (JSON.parse(text ?? '') as { until?: unknown }).until
        return typeof until === 'number' && Number.isFinite(until) ? until : undefined
      } catch {
        return undefined
      }
    },
    remember: async (until, say) => {
      try {
        await makeDirs(dir, 0o700)
        await writeFileAtomic(dir, name, JSON.stringify({ until }))
      } catch (e) {
        say(
          `reconcile: where this sweep stopped could not be kept (${(e as Error).message}): the next one looks back from --since or a day`
        )
      }
    }
  }
}
