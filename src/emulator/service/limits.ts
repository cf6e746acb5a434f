/**
 * How much the emulator accepts and keeps. It is a server that may be left running for days
 * on a user's machine, so everything it keeps from requests has a ceiling; the newest entries
 * are kept whole (tests and the demo read them back), the oldest are dropped and counted.
 */
export interface EmulatorLimits {
  /** A request body larger than this is refused with 413 and recorded without its body. */
  maxBodyBytes: number
  /** The request record: newest requests kept within both (bytes: bodies as received). */
  maxRecordedRequests: number
  maxRecordedBytes: number
  /**
   * The run history within both (bytes: each run as JSON). Over the bytes, the oldest runs'
   * logs go first, then the oldest runs.
   */
  maxRuns: number
  maxRunBytes: number
  /** Heartbeats, and pipeline notifications, each kept within both (bytes: each as JSON). */
  maxEvents: number
  maxEventBytes: number
}

const MiB = 1024 * 1024

export const DEFAULT_LIMITS: Readonly<EmulatorLimits> = Object.freeze({
  maxBodyBytes: 5 * MiB,
  maxRecordedRequests: 10_000,
  maxRecordedBytes: 32 * MiB,
  maxRuns: 10_000,
  maxRunBytes: 32 * MiB,
  maxEvents: 10_000,
  maxEventBytes: 8 * MiB
})

/** The defaults with `given` over them; a limit that is not a positive whole number throws. */
export function resolveLimits(given: Partial<EmulatorLimits> = {}): EmulatorLimits {
  const limits = { ...DEFAULT_LIMITS, ...given }
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`emulator limit ${name} must be a positive whole number, got ${value}`)
    }
  }
  return limits
}

/** Bytes of `value` as JSON: how the bounded stores size what they keep. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '')
}
