import { type OverviewView } from './overview.js';
import { type JobPageView, type PipelinesPageView, type RequestsPageView } from './page-views.js';
import type { RunPageView } from './run-view.js';
export declare function renderJobPage(view: JobPageView): string;
/**
 * A run's page leads with why: its state, the reason, the failing step and the lines it quotes;
 * then its context and logs; its times, tags and metadata last, collapsed.
 */
export declare function renderRunPage(view: RunPageView): string;
export declare function renderPipelinesPage(view: PipelinesPageView): string;
export declare function renderRequestsPage(view: RequestsPageView): string;
/** The landing page: one row per job, trouble first, the count of it in the title. */
export declare function renderOverviewPage(view: OverviewView): string;
