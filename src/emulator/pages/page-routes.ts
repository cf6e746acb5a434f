/**
 * The pages beside the run list, each at its path (`/job?name=`, `/run?id=`, `/pipelines`,
 * `/requests`) as HTML and at `/_emulator/pages/...` as the JSON view its script polls.
 */
import { jobPageView, pipelinesPageView, requestsPageView, runPageView } from './page-views.js'
import { renderJobPage, renderPipelinesPage, renderRequestsPage, renderRunPage } from './pages.js'
import type { Answer, EmulatorState } from '../service/state.js'

interface LivePage {
  /** The page's view (200), or why there is none (404). */
  view(state: EmulatorState, query: URLSearchParams): Answer
  render(view: unknown): string
}

export const LIVE_PAGES: Readonly<Record<string, LivePage>> = {
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
    view: s => ({ status: 200, body: pipelinesPageView(s.notifications.items(), s.iso()) }),
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
