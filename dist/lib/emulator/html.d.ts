import type { RecordSummary } from './state.js';
import type { EmulatedRun } from './types.js';
import { type RunsPageView } from './view.js';
export declare function escapeHtml(text: string): string;
/** The page's own script and style by hash, and nothing else: no injected markup can run. */
export declare const RUNS_PAGE_HEADERS: Readonly<Record<string, string>>;
export declare function renderRunsPage(runs: EmulatedRun[], nowIso: string, summary?: RecordSummary): string;
export declare function renderRunsView(view: RunsPageView): string;
