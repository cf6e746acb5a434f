/**
 * The pages at their paths: the jobs' overview at `/` (and `/overview`), the run list at `/runs`,
 * and beside them the job, run, pipelines and
 * requests pages (`/job?name=`, `/run?id=`, `/pipelines`, `/requests`), each as HTML here and
 * at `/_emulator/pages/...` as the JSON view its script polls.
 */
import { parseRunQuery } from '../history/run-query.js'
import type { Answer, EmulatorState } from '../service/state.js'
import { renderRunsView } from './html.js'
import { jobPageView, pipelinesPageView, requestsPageView } from './page-views.js'
import { runPageView } from './run-view.js'
import { DIGEST_POINTS, jobsOverview } from './overview.js'
import {
  renderJobPage,
  renderOverviewPage,
  renderPipelinesPage,
  renderRequestsPage,
  renderRunPage
} from './pages.js'
import { PAGE_HEADERS } from './page-shell.js'
import { pageOfRuns, runsPageFilters, runsPageView } from './view.js'

interface LivePage {
  /** The page's view (200), or why there is none (404). */
  view(state: EmulatorState, query: URLSearchParams): Answer
  render(view: unknown): string
}

export const LIVE_PAGES: Readonly<Record<string, LivePage>> = {
  '/overview': {
    view: s => ({
      status: 200,
      body: jobsOverview(s.runs.jobDigests(DIGEST_POINTS), s.iso(), r => s.report(r))
    }),
    render: v => renderOverviewPage(v as ReturnType<typeof jobsOverview>)
  },
  '/job': {
    view: (s, q) => {
      const name = q.get('name')
      if (!name) return { status: 400, body: { error: 'name the job: /job?name=JOB' } }
      return { status: 200, body: jobPageView(name, s.reports({ filter: { job: name } }), s.iso()) }
    },
    render: v => renderJobPage(v as ReturnType<typeof jobPageView>)
  },
  '/run': {
    view: (s, q) => {
      const run = s.runs.get(q.get('id') ?? '')
      if (!run)
        return { status: 404, body: { error: `no run ${JSON.stringify(q.get('id'))} is kept` } }
      return {
        status: 200,
        body: runPageView(s.report(run), s.history.heartbeatsOf(run.run_id), s.iso())
      }
    },
    render: v => renderRunPage(v as ReturnType<typeof runPageView>)
  },
  '/pipelines': {
    view: s => ({
      status: 200,
      body: pipelinesPageView(s.notifications.items(), s.iso(), id => s.runs.get(id) !== undefined)
    }),
    render: v => renderPipelinesPage(v as ReturnType<typeof pipelinesPageView>)
  },
  '/requests': {
    view: s => ({
      status: 200,
      body: requestsPageView(s.requests.list(), s.iso(), s.summary())
    }),
    render: v => renderRequestsPage(v as ReturnType<typeof requestsPageView>)
  }
}

/** Whether `path` is one of the pages (which answer only a Host that cannot be rebound). */
export function isPage(path: string): boolean {
  return (
    path === '/' || path === '/index.html' || path === '/runs' || Object.hasOwn(LIVE_PAGES, path)
  )
}

/** A page's HTML with its headers. */
export interface PageAnswer {
  headers: Readonly<Record<string, string>>
  html: string
}

/**
 * What a GET of the page at `path` answers: its HTML, or why its view cannot be shown (a JSON
 * answer), or undefined when `path` is no page.
 */
export function pageAt(
  state: EmulatorState,
  path: string,
  query: URLSearchParams
): PageAnswer | Answer | undefined {
  // The landing page is the jobs' overview; the run list lives at /runs.
  const at = path === '/' || path === '/index.html' ? '/overview' : path
  const live = Object.hasOwn(LIVE_PAGES, at) ? LIVE_PAGES[at] : undefined
  if (live) {
    const view = live.view(state, query)
    return view.status === 200 ? { headers: PAGE_HEADERS, html: live.render(view.body) } : view
  }
  if (!isPage(path)) return undefined
  const q = parseRunQuery(query, state.now())
  // A filter the emulator cannot read shows every run; the page's script says why.
  const runs = state.reports(pageOfRuns('error' in q ? { filter: {} } : q))
  const filters = runsPageFilters(query)
  return {
    headers: PAGE_HEADERS,
    html: renderRunsView(
      runsPageView(runs, state.iso(), state.summary(), undefined, 'error' in q ? {} : filters),
      filters
    )
  }
}
