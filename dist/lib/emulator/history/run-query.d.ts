/**
 * The filters of `GET /_emulator/runs` (and of the run page and `job-monitor runs`):
 * `?job=NAME&status=STATE&since=ISO&until=ISO&limit=N`. `status` takes the shown states,
 * `stalled` included (run-state.ts); `since`/`until` bound start_time, as ISO 8601 times or as
 * a time ago (`30m`, `2h`, `7d`); `limit` keeps the newest.
 */
import type { RunFilter } from './run-filter.js';
import { type RunState } from './run-state.js';
export interface RunQuery {
    /** What the store narrows by itself. */
    filter: RunFilter;
    /** The state asked for, when it is one the store cannot see (stalled, or running = not stalled). */
    state?: RunState;
    limit?: number;
}
/** An ISO 8601 time, or a time ago (`2h`), in ms since the epoch; NaN when it is neither. */
export declare function parseTime(value: string, nowMs: number): number;
/** A filter refused: which, its value, and the words of what is wrong with it (a 400). */
export interface RunQueryError {
    name: 'status' | 'since' | 'until' | 'limit';
    value: string;
    /** What the filter must be: `must be one of ...`. */
    rule: string;
    /** The whole sentence, the value quoted. */
    error: string;
}
/** The query, or what is wrong with it. */
export declare function parseRunQuery(query: URLSearchParams, nowMs: number): RunQuery | RunQueryError;
