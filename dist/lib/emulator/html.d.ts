import type { EmulatedRun } from './types.js';
export declare function escapeHtml(text: string): string;
export declare function renderRunsPage(runs: EmulatedRun[], nowIso: string): string;
