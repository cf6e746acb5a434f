import type { RunReport } from '../history/run-state.js';
import type { EmulatedRun } from '../service/types.js';
/** The filters a list of runs was asked for, by the names of the query and of the flags. */
export type RunsAsked = Partial<Record<'job' | 'status' | 'since' | 'until' | 'limit', string>>;
/**
 * Runs as `GET /_emulator/runs` answers them (with their state), or as the emulator keeps them.
 * `asked`: the filters they were asked for, so that an empty answer says whether nothing is
 * kept or nothing matched them (as `job-monitor runs` names them, `--job nightly --since 7d`).
 */
export declare function renderRunsTable(runs: Array<EmulatedRun & Partial<RunReport>>, nowIso?: string, asked?: RunsAsked): string;
export declare function silence(seconds: number): string;
