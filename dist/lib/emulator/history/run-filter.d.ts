/** Which runs a list asks for, and when a run was last active: shared by both history stores. */
import type { EmulatedRun } from '../service/types.js';
/** What a run list can be narrowed to, on the fields the stores index. */
export interface RunFilter {
    job?: string;
    /** A status of the API text (`running`, `success`, `failed`, `cancelled`). */
    status?: string;
    /** Runs whose start_time is at or after / before these instants (ms since the epoch). */
    sinceMs?: number;
    untilMs?: number;
    /** Only the newest this many of the runs asked for (still listed oldest first). */
    newest?: number;
}
/** When a run last changed: its start, its newest heartbeat or its end, as received. */
export declare function lastActive(run: EmulatedRun): number;
/** True when `run` is one `filter` asks for. */
export declare function matchesFilter(run: EmulatedRun, filter?: RunFilter): boolean;
