/**
 * How much the emulator accepts and keeps. It is a server that may be left running for days
 * on a user's machine, so everything it keeps from requests has a ceiling; the newest entries
 * are kept whole (tests and the demo read them back), the oldest are dropped and counted.
 */
export interface EmulatorLimits {
    /** A request body larger than this is refused with 413 and recorded without its body. */
    maxBodyBytes: number;
    /** The request record: newest requests kept within both (bytes: bodies as received). */
    maxRecordedRequests: number;
    maxRecordedBytes: number;
    /**
     * The run history within both (bytes: each run as JSON). Over the bytes, the oldest runs'
     * logs go first, then the oldest runs.
     */
    maxRuns: number;
    maxRunBytes: number;
    /** Heartbeats, and pipeline notifications, each kept within both (bytes: each as JSON). */
    maxEvents: number;
    maxEventBytes: number;
}
export declare const DEFAULT_LIMITS: Readonly<EmulatorLimits>;
/** The defaults with `given` over them; a limit that is not a positive whole number throws. */
export declare function resolveLimits(given?: Partial<EmulatorLimits>): EmulatorLimits;
/** Bytes of `value` as JSON: how the bounded stores size what they keep. */
export declare function jsonBytes(value: unknown): number;
