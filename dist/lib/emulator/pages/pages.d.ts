import { type OverviewView } from './overview.js';
import { type JobPageView, type PipelinesPageView, type RequestsPageView, type RunPageView } from './page-views.js';
export declare function renderJobPage(view: JobPageView): string;
export declare function renderRunPage(view: RunPageView): string;
export declare function renderPipelinesPage(view: PipelinesPageView): string;
export declare function renderRequestsPage(view: RequestsPageView): string;
/** The landing page: one row per job. */
export declare function renderOverviewPage(view: OverviewView): string;
