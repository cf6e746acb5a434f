// A fake of what GitLab keeps after a job, on a loopback port, beside fake-github.mjs and in its
// shape: the REST API (v4) a read token reads, as GitLab's docs and source give it (read in the
// gitlabhq/gitlabhq mirror):
//
// - GET /api/v4/projects/:id/pipelines: the project's pipelines, newest first (doc/api/pipelines.md);
// - GET .../pipelines/:pipeline_id/jobs: its jobs, newest first, retried ones only with
//   `include_retried=true` (doc/api/jobs.md "List pipeline jobs");
// - GET .../jobs: the project's jobs, newest first, `per_page` and `page` ("List project jobs");
// - GET .../jobs/:job_id: the job, with `failure_reason` for a failed one;
// - GET .../jobs/:job_id/trace: the whole log as text/plain, Range ignored (lib/api/ci/jobs.rb:
//   `body build.trace.raw`), streamed here in 64 KiB pieces as the reader takes them, so a reader
//   that stops early costs what it read; a trace may be made lazily from its offsets;
// - the token in PRIVATE-TOKEN: unknown, 401 `{"message":"401 Unauthorized"}`; without `read_api`,
//   403 `{"error":"insufficient_scope",...}` (lib/api/api_guard.rb); the rate limit spent, 429 with
//   Retry-After and RateLimit-Reset (docs.gitlab.com, "Rate limits").
//
// And the runner's side of a trace (gitlab-runner common/build.go, helpers/build_section.go): each
// stage a section `section_start:<unix>:<name>\r\e[0K` with its description in bold cyan, then its
// output, then `section_end:...`; after_script's description is "Running after_script"; the job's
// last line "Job succeeded" or, in red, "ERROR: Job failed: exit code N".
import { createServer } from 'node:http'

const CLEAR = '\x1b[0K'
const CYAN = '\x1b[36;1m'
const RED = '\x1b[31;1m'
const GREEN = '\x1b[32;1m'
const RESET = '\x1b[0;m'

/** A stage of the job's trace as the runner writes it. */
export function traceSection(name, description, output, at = Date.now()) {
  const t = Math.floor(at / 1000)
  const body = String(output).replace(/\r?\n?$/, '\n')
  return `section_start:${t}:${name}\r${CLEAR}${CYAN}${description}${RESET}\n${body === '\n' ? '' : body}section_end:${t}:${name}\r${CLEAR}\n`
}

/** The runner's last line for a job: success, or the failure in red. */
export function traceOutcome(ok, exitCode = 1) {
  return ok
    ? `${GREEN}Job succeeded${RESET}\n`
    : `${RED}ERROR: Job failed: exit code ${exitCode}${RESET}\n`
}

const iso = ms => new Date(ms).toISOString()

export class FakeGitLab {
  constructor(o = {}) {
    this.project = o.project ?? '42'
    this.tokens = new Map()
    this.pipelines = new Map()
    this.jobs = new Map()
    this.traces = new Map()
    this.requests = []
    this.servedBytes = 0
    /** Each API answer waits this long first, as the CI's own latency would. */
    this.latencyMs = o.latencyMs ?? 0
    /** Bytes of each job's trace written to readers, by job id. */
    this.served = new Map()
    this.apiBytes = 0
    this.clock = o.clock ?? (() => Date.now())
  }

  /** A token and what it may do: its scopes (`read_api`), requests left. */
  token(value, o = {}) {
    this.tokens.set(value, {
      scopes: new Set(o.scopes ?? ['read_api']),
      remaining: o.remaining ?? 1000
    })
    return value
  }

  addPipeline(p) {
    const created = p.createdAt ?? iso(this.clock())
    const pipeline = {
      id: p.id,
      iid: p.id,
      project_id: Number(p.project ?? this.project),
      status: 'running',
      ref: p.ref ?? 'main',
      sha: 'f'.repeat(40),
      source: p.source ?? 'push',
      created_at: created,
      updated_at: created,
      web_url: `https://gitlab.example.com/acme/app/-/pipelines/${p.id}`
    }
    this.pipelines.set(p.id, pipeline)
    return pipeline
  }

  addJob(j) {
    const created = j.createdAt ?? iso(this.clock())
    const job = {
      id: j.id,
      name: j.name,
      stage: j.stage ?? 'test',
      status: j.status ?? 'running',
      ref: 'main',
      tag: false,
      coverage: null,
      allow_failure: false,
      created_at: created,
      started_at: created,
      finished_at: null,
      erased_at: null,
      duration: null,
      queued_duration: 0.1,
      user: { id: 1, username: 'dev', name: 'Dev' },
      commit: { id: 'f'.repeat(40), short_id: 'ffffffff', title: 'change' },
      pipeline: {
        id: j.pipelineId,
        project_id: Number(
          j.project ?? this.pipelines.get(j.pipelineId)?.project_id ?? this.project
        ),
        ref: 'main',
        sha: 'f'.repeat(40),
        status: 'running'
      },
      web_url: `https://gitlab.example.com/acme/app/-/jobs/${j.id}`,
      project: { ci_job_token_scope_enabled: false },
      artifacts: [],
      runner: { id: 7, description: 'docker-autoscaler', active: true, is_shared: true },
      tag_list: ['docker'],
      retried: Boolean(j.retried)
    }
    this.jobs.set(j.id, job)
    this.traces.set(j.id, { text: '' })
    return job
  }

  /** Appends to the job's trace, as the runner sends it. */
  trace(jobId, text) {
    const t = this.traces.get(jobId)
    t.text += text
  }

  /** The job finishes: its status, failure reason and time; a lazy trace instead of the text. */
  finish(jobId, o) {
    const job = this.jobs.get(jobId)
    job.status = o.status
    job.finished_at = o.finishedAt ?? iso(this.clock())
    if (o.status === 'failed') job.failure_reason = o.failureReason ?? 'script_failure'
    if (o.lazyTrace) this.traces.set(jobId, { lazy: o.lazyTrace })
    return job.finished_at
  }

  traceText(jobId) {
    return this.traces.get(jobId)?.text
  }

  listen() {
    this.server = createServer((req, res) => this.answer(req, res))
    return new Promise(resolve =>
      this.server.listen(0, '127.0.0.1', () => {
        this.url = `http://127.0.0.1:${this.server.address().port}`
        this.apiUrl = `${this.url}/api/v4`
        resolve(this)
      })
    )
  }

  close() {
    return new Promise(resolve => {
      this.server.closeAllConnections?.()
      this.server.close(() => resolve())
    })
  }

  json(res, status, body, headers = {}) {
    const text = JSON.stringify(body)
    this.apiBytes += Buffer.byteLength(text)
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(text)
  }

  answer(req, res) {
    if (this.latencyMs > 0) return void setTimeout(() => this.answerNow(req, res), this.latencyMs)
    return this.answerNow(req, res)
  }

  answerNow(req, res) {
    const url = new URL(req.url, 'http://x')
    this.requests.push({ method: req.method, path: req.url, headers: { ...req.headers } })
    const who = this.tokens.get(req.headers['private-token'] ?? '')
    if (!who) return this.json(res, 401, { message: '401 Unauthorized' })
    if (who.remaining <= 0)
      return this.json(
        res,
        429,
        { message: 'Retry later' },
        { 'retry-after': '60', 'ratelimit-reset': String(Math.floor(this.clock() / 1000) + 60) }
      )
    who.remaining--
    if (!who.scopes.has('read_api') && !who.scopes.has('api'))
      return this.json(res, 403, {
        error: 'insufficient_scope',
        error_description:
          'The request requires higher privileges than provided by the access token.',
        scope: 'api read_api'
      })
    return this.route(url, res)
  }

  route(url, res) {
    const m0 = /^\/api\/v4\/projects\/([^/]+)/.exec(url.pathname)
    const project = m0 ? Number(decodeURIComponent(m0[1])) : NaN
    if (!m0 || ![...this.pipelines.values()].some(p => p.project_id === project))
      return this.json(res, 404, { message: '404 Project Not Found' })
    const base = m0[0]
    const path = url.pathname.slice(base.length)
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 20) || 20)
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const byIdDesc = (a, b) => b.id - a.id
    let m
    if (path === '/pipelines')
      return this.json(
        res,
        200,
        [...this.pipelines.values()]
          .filter(p => p.project_id === project)
          .sort(byIdDesc)
          .slice(0, perPage)
      )
    if ((m = /^\/pipelines\/(\d+)\/jobs$/.exec(path))) {
      const retried = url.searchParams.get('include_retried') === 'true'
      const jobs = [...this.jobs.values()].filter(
        j => j.pipeline.id === Number(m[1]) && (retried || !j.retried)
      )
      return this.json(res, 200, jobs.sort(byIdDesc).slice(0, perPage))
    }
    if (path === '/jobs') {
      const jobs = [...this.jobs.values()]
        .filter(j => j.pipeline.project_id === project)
        .sort(byIdDesc)
      return this.json(res, 200, jobs.slice((page - 1) * perPage, page * perPage))
    }
    if ((m = /^\/jobs\/(\d+)$/.exec(path))) {
      const job = this.jobs.get(Number(m[1]))
      return job ? this.json(res, 200, job) : this.json(res, 404, { message: '404 Not found' })
    }
    if ((m = /^\/jobs\/(\d+)\/trace$/.exec(path))) {
      const t = this.traces.get(Number(m[1]))
      if (!t) return this.json(res, 404, { message: '404 Not found' })
      const text = t.lazy ? undefined : Buffer.from(t.text, 'utf8')
      const size = t.lazy ? t.lazy.size : text.length
      const bytesAt = (from, to) => (t.lazy ? t.lazy.bytes(from, to) : text.subarray(from, to))
      return this.stream(res, size, bytesAt, Number(m[1]))
    }
    return this.json(res, 404, { message: '404 Not found' })
  }

  /** The whole trace, whatever Range asked, in 64 KiB pieces as the reader takes them. */
  stream(res, size, bytesAt, jobId) {
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(size),
      'content-disposition': 'infile; filename="job.log"'
    })
    let at = 0
    const more = () => {
      while (at < size) {
        const end = Math.min(size, at + 65536)
        const ok = res.write(bytesAt(at, end))
        this.servedBytes += end - at
        this.served.set(jobId, (this.served.get(jobId) ?? 0) + end - at)
        at = end
        if (!ok) return res.once('drain', more)
      }
      res.end()
    }
    res.on('close', () => (at = size))
    more()
  }
}
