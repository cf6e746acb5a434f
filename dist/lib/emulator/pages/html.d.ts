/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */
import { escapeHtml } from './page-shell.js';
import type { RecordSummary } from '../service/state.js';
import { type RunsPageFilters, type RunsPageView, type ShownRun } from './view.js';
export type { RunsPageFilters };
export { escapeHtml };
export declare function renderRunsPage(runs: ShownRun[], nowIso: string, summary?: RecordSummary): string;
export declare function renderRunsView(view: RunsPageView, filters?: RunsPageFilters): string;
