/** The range of each whole-number setting the action and the command-line tool share. */
import type { WholeNumberRule } from './check.js'

export const Bounds = {
  /** How long one call to the service may take. */
  timeoutSeconds: { min: 1, max: 300, unit: 'seconds' },
  /** Tries per call, the first included. */
  attempts: { min: 1, max: 10, unit: 'attempts' },
  /** Seconds between heartbeats; 0 sends none. At most a day. */
  heartbeatSeconds: { min: 0, max: 86_400, unit: 'seconds' },
  /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
  actionLogMaxBytes: { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' },
  /**
   * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
   * holds at most 256 jobs; other jobs may share the key.
   */
  jobTotal: { min: 1, max: 1000, unit: 'jobs' },
  /**
   * Requests per hour the key allows: the service's is 100 (API text, 8); a local emulator's
   * `--hourly-limit` may be more. The command line's hourly ledger reads this many tickets.
   */
  hourlyLimit: { min: 1, max: 100_000, unit: 'requests' },
  /** A matrix leg's place (`strategy.job-index`): a matrix holds at most 256 jobs. */
  jobIndex: { min: 0, max: 1000 },
  /** A GitHub job (check run) id. */
  jobId: { min: 1, max: Number.MAX_SAFE_INTEGER }
} as const satisfies Record<string, WholeNumberRule>
