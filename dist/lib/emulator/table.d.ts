import type { EmulatedRun } from './types.js';
export declare function renderRunsTable(runs: EmulatedRun[], nowIso?: string): string;
