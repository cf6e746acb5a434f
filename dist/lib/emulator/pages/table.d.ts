import type { RunReport } from '../history/run-state.js';
import type { EmulatedRun } from '../service/types.js';
/** Runs as `GET /_emulator/runs` answers them (with their state), or as the emulator keeps them. */
export declare function renderRunsTable(runs: Array<EmulatedRun & Partial<RunReport>>, nowIso?: string): string;
export declare function silence(seconds: number): string;
