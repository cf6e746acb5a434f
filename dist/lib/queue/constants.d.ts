/** The queue's budgets, in one place. */
/** Size cap: queueing beyond it drops the oldest records. */
export declare const DEFAULT_MAX_RECORDS = 500;
/** Queued heartbeats older than this are dropped on replay: a late heartbeat says nothing true. */
export declare const DEFAULT_HEARTBEAT_MAX_AGE_MS: number;
/** A claim older than this is taken over by another replayer. */
export declare const DEFAULT_CLAIM_MAX_AGE_MS: number;
/** An end report whose start is neither queued nor delivered is dropped after this long. */
export declare const DEFAULT_ORPHAN_END_MAX_AGE_MS: number;
/** Temporary files older than this are leftovers of a crash (a write takes milliseconds). */
export declare const TEMP_FILE_MAX_AGE_MS: number;
/** Run id links of runs whose end never came are forgotten after this long. */
export declare const RUN_ID_MAX_AGE_MS: number;
/**
 * After the queue directory could not be created or written (read-only, a file in the way,
 * a name the kernel refuses, a full disk), queueing is refused at once for this long instead
 * of touching the file system again: no caller can spin on a failing queue.
 */
export declare const UNWRITABLE_QUEUE_RETRY_MS = 60000;
/** `job-monitor replay` gives up after this long unless --wait says otherwise. */
export declare const DEFAULT_REPLAY_WAIT_MS = 120000;
/** Past its deadline, a replay that has not ended (a hung file system) is left after this. */
export declare const REPLAY_BACKSTOP_GRACE_MS = 5000;
/** A wait before a record's next try that the replay says in its log: a backoff of a second is not. */
export declare const SAID_WAIT_MS = 2000;
