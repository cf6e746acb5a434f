// A fake of what GitHub keeps after a job, on a loopback port: the REST API's workflow runs, their
// jobs (with steps), the check runs' annotations and the jobs' logs, as GitHub's REST documentation
// gives them (docs.github.com/rest/actions/workflow-runs, .../workflow-jobs, .../checks/runs):
//
// - GET /repos/{o}/{r}/actions/workflows/{file}/runs and /actions/runs: `{ total_count,
//   workflow_runs }`, newest first, `per_page`;
// - GET .../actions/runs/{id}/jobs (the latest attempt's) and .../runs/{id}/attempts/{n}/jobs:
//   `{ total_count, jobs }`; GET .../actions/jobs/{id}: the job;
// - GET .../check-runs/{id}/annotations: the job's check run's annotations (a job's id is its
//   check run's);
// - GET .../actions/jobs/{id}/logs: 404 until the job has completed (cli/cli#3359), then a 302 to a
//   short-lived address of the plain text (the link expires after 1 minute), served here as Azure's
//   blob service serves it: `Range: bytes=a-b` or `bytes=a-` answered 206 with `Content-Range`,
//   416 past the end (learn.microsoft.com, "Specifying the range header for Blob service
//   operations"); `ignoreRange` answers 200 with the whole text instead. A log may be stored text
//   or made lazily from its offsets (a 2 GB log is never held);
// - the token's permissions: without `actions: read` (or `checks: read` for annotations) GitHub
//   answers 403 `{"message":"Resource not accessible by integration",...}`;
// - the rate limit: every answer carries x-ratelimit-limit/-remaining/-reset; once none is left,
//   403 with x-ratelimit-remaining 0 and "API rate limit exceeded ..." (docs.github.com, "Rate
//   limits for the REST API": a GITHUB_TOKEN has 1,000 requests an hour per repository).
//
// And the runner's side of a job's log (actions/runner src/Runner.Worker/ActionCommandManager.cs,
// ExecutionContext.cs, Handlers/Handler.cs, src/Runner.Common/ActionCommand.cs): what a step
// prints becomes lines `<time stamp> <text>`; `::warning`/`::error`/`::notice` become `##[warning]`
// etc. lines and annotations of the job's check run (levels warning, failure, notice), their data
// unescaped (%25 %0D %0A, and %3A %2C in properties); `::add-mask::` hides the value in later
// lines as `***`; `::debug::` is not shown; `::stop-commands::T` prints lines as they are until
// `::T::`; every post step begins with "Post job cleanup.".
import { createServer } from 'node:http'
import { randomBytes } from 'node:crypto'

const NOT_ACCESSIBLE = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest/actions/workflow-runs',
  status: '403'
}

/** GitHub's time stamp of a log line: 7 fractional digits. */
export function stampOf(ms) {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$10000Z')
}

function unescapeData(s) {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}
function unescapeProperty(s) {
  return unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',')
}

const ISSUES = { warning: 'warning', error: 'failure', notice: 'notice' }

/**
 * A log of `size` bytes made from its offsets, never held: `head`, then filler lines, then
 * `tail` (Buffers), for `complete(id, { lazyLog })`.
 */
export function lazyLog(head, tail, size) {
  const filler = Buffer.from(
    `${stampOf(Date.now())} a line of a very long build, again and again\n`
  )
  const tailAt = size - tail.length
  return {
    size,
    bytes(from, to) {
      // The filler in place, then the head and the tail copied over where they fall.
      const shift = (((from - head.length) % filler.length) + filler.length) % filler.length
      const pattern = Buffer.concat([filler.subarray(shift), filler.subarray(0, shift)])
      const out = Buffer.alloc(to - from, pattern)
      if (from < head.length) head.copy(out, 0, from, Math.min(to, head.length))
      if (to > tailAt)
        tail.copy(out, Math.max(0, tailAt - from), Math.max(0, from - tailAt), to - tailAt)
      return out
    }
  }
}

/**
 * A step's output as the runner writes it into the job's log, and the annotations its commands
 * add: `{ lines, annotations }`. `masks` (a Set) carries the job's masked values across steps.
 */
export function runnerLog(stdout, o = {}) {
  const masks = o.masks ?? new Set()
  let now = o.at ?? Date.now()
  const lines = []
  const annotations = []
  const mask = text => {
    let out = text
    for (const m of masks) if (m) out = out.split(m).join('***')
    return out
  }
  const put = text => lines.push(`${stampOf(now++)} ${mask(text)}`)
  if (o.header) put(o.header)
  let stopToken
  for (const raw of String(stdout).split(/\r?\n/)) {
    if (raw === '') continue
    const cmd = /^::([a-zA-Z-]+)(?: ([^:]*))?::(.*)$/.exec(raw)
    if (stopToken !== undefined) {
      if (cmd && cmd[1] === stopToken) stopToken = undefined
      put(raw)
      continue
    }
    if (!cmd) {
      put(raw)
      continue
    }
    const [, name, props = '', data] = cmd
    if (name === 'add-mask') masks.add(unescapeData(data))
    else if (name === 'debug') continue
    else if (name === 'stop-commands') {
      stopToken = data
      put(raw)
    } else if (name === 'group') put(`##[group]${unescapeData(data)}`)
    else if (name === 'endgroup') put('##[endgroup]')
    else if (ISSUES[name]) {
      const message = unescapeData(data)
      const title = /(?:^|,)title=([^,]*)/.exec(props)?.[1]
      put(`##[${name}]${message}`)
      annotations.push({
        path: '.github',
        start_line: 1,
        end_line: 1,
        annotation_level: ISSUES[name],
        title: title ? mask(unescapeProperty(title)) : '',
        message: mask(message),
        raw_details: null
      })
    } else put(raw)
  }
  return { lines, annotations }
}

export class FakeGitHub {
  constructor(o = {}) {
    this.repo = o.repo ?? 'octo/app'
    /** token -> { permissions: Set, remaining: number } */
    this.tokens = new Map()
    this.runs = new Map()
    this.jobs = new Map()
    this.annotations = new Map()
    this.logs = new Map()
    this.blobs = new Map()
    /** Every request: method, path (with query), its headers. */
    this.requests = []
    this.ignoreRange = false
    /** Bytes of logs written to readers (what a reader that stops early does not take is not). */
    this.servedBytes = 0
    /** Bytes of the API's answers (bodies). */
    this.apiBytes = 0
    /** Each API answer waits this long first, as GitHub's own latency would. */
    this.latencyMs = o.latencyMs ?? 0
    this.clock = o.clock ?? (() => Date.now())
  }

  /** A token and what it may do: permissions ('actions: read', 'checks: read'), requests left. */
  token(value, o = {}) {
    this.tokens.set(value, {
      permissions: new Set(o.permissions ?? ['actions: read', 'checks: read']),
      remaining: o.remaining ?? 1000
    })
    return value
  }

  addRun(run) {
    const r = {
      id: run.id,
      name: run.workflow ?? 'CI',
      path: `.github/workflows/${run.workflowFile ?? 'ci.yml'}`,
      workflowFile: run.workflowFile ?? 'ci.yml',
      run_number: run.number ?? run.id,
      run_attempt: run.attempt ?? 1,
      event: run.event ?? 'push',
      status: run.status ?? 'in_progress',
      conclusion: run.conclusion ?? null,
      created_at: run.createdAt ?? new Date(this.clock()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      updated_at: run.createdAt ?? new Date(this.clock()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      check_suite_id: run.id * 10,
      html_url: `https://github.com/${this.repo}/actions/runs/${run.id}`
    }
    this.runs.set(r.id, r)
    return r
  }

  addJob(job) {
    const run = this.runs.get(job.runId)
    const created = job.createdAt ?? new Date(this.clock()).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const j = {
      id: job.id,
      run_id: job.runId,
      run_attempt: job.attempt ?? run?.run_attempt ?? 1,
      name: job.name,
      status: job.status ?? 'in_progress',
      conclusion: null,
      created_at: created,
      started_at: created,
      completed_at: null,
      html_url: `https://github.com/${this.repo}/actions/runs/${job.runId}/job/${job.id}`,
      check_run_url: `https://api.github.com/repos/${this.repo}/check-runs/${job.id}`,
      runner_name: job.runnerName ?? 'GitHub Actions 12',
      runner_group_name: job.runnerGroup ?? 'GitHub Actions',
      labels: ['ubuntu-latest'],
      steps: job.steps ?? [],
      workflow_name: run?.name ?? 'CI'
    }
    this.jobs.set(j.id, j)
    this.annotations.set(j.id, [])
    this.logs.set(j.id, { lines: [] })
    return j
  }

  /** Appends a step to the job: its lines go into the job's log, its annotations to its check run. */
  step(jobId, name, stdout, o = {}) {
    const job = this.jobs.get(jobId)
    const log = this.logs.get(jobId)
    log.masks ??= new Set()
    const { lines, annotations } = runnerLog(stdout, { ...o, masks: log.masks })
    log.lines.push(...lines)
    this.annotations.get(jobId).push(...annotations)
    job.steps.push({
      name,
      status: o.status ?? 'completed',
      conclusion: o.conclusion === undefined ? 'success' : o.conclusion,
      number: job.steps.length + 1,
      started_at: job.created_at,
      completed_at: o.status === 'in_progress' ? null : job.created_at
    })
    return { lines, annotations }
  }

  annotate(jobId, annotation) {
    this.annotations.get(jobId).push({
      path: '.github',
      start_line: 1,
      end_line: 1,
      title: '',
      raw_details: null,
      ...annotation
    })
  }

  /** The job completes: its conclusion, its time, and (optionally) a log made lazily. */
  complete(jobId, o) {
    const job = this.jobs.get(jobId)
    job.status = 'completed'
    job.conclusion = o.conclusion
    job.completed_at =
      o.completedAt ?? new Date(this.clock()).toISOString().replace(/\.\d{3}Z$/, 'Z')
    if (o.lazyLog) this.logs.set(jobId, { lazy: o.lazyLog })
  }

  /** The run completes (its conclusion is its jobs' worst). */
  completeRun(runId, conclusion) {
    const run = this.runs.get(runId)
    run.status = 'completed'
    run.conclusion = conclusion
  }

  /** The job's log as GitHub serves it: its lines, `\n` after each. */
  logText(jobId) {
    const log = this.logs.get(jobId)
    return log.lines ? log.lines.map(l => `${l}\n`).join('') : undefined
  }

  listen() {
    this.server = createServer((req, res) => this.answer(req, res))
    return new Promise(resolve =>
      this.server.listen(0, '127.0.0.1', () => {
        this.url = `http://127.0.0.1:${this.server.address().port}`
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
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(text)
  }

  answer(req, res) {
    if (this.latencyMs > 0 && !req.url.startsWith('/blob/'))
      return void setTimeout(() => this.answerNow(req, res), this.latencyMs)
    return this.answerNow(req, res)
  }

  answerNow(req, res) {
    const url = new URL(req.url, 'http://x')
    this.requests.push({ method: req.method, path: req.url, headers: { ...req.headers } })
    if (url.pathname.startsWith('/blob/')) return this.blob(req, res, url)
    const token = /^(?:token|Bearer) (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const who = token && this.tokens.get(token)
    if (!who) return this.json(res, 401, { message: 'Bad credentials', status: '401' })
    const reset = Math.floor(this.clock() / 1000) + 3600
    const limits = {
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': String(Math.max(0, who.remaining - 1)),
      'x-ratelimit-reset': String(reset),
      'x-ratelimit-resource': 'core'
    }
    if (who.remaining <= 0)
      return this.json(
        res,
        403,
        {
          message: 'API rate limit exceeded for installation ID 1.',
          documentation_url:
            'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
          status: '403'
        },
        { ...limits, 'x-ratelimit-remaining': '0' }
      )
    who.remaining--
    const route = this.route(url, who)
    if (!route) return this.json(res, 404, { message: 'Not Found', status: '404' }, limits)
    if (route.refused) return this.json(res, 403, NOT_ACCESSIBLE, limits)
    if (route.redirect) {
      res.writeHead(302, { location: route.redirect, ...limits })
      return res.end()
    }
    return this.json(res, route.status ?? 200, route.body, limits)
  }

  route(url, who) {
    const base = `/repos/${this.repo}`
    if (!url.pathname.startsWith(`${base}/`)) return undefined
    const path = url.pathname.slice(base.length)
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30)
    const needs = p => !who.permissions.has(p)
    let m
    if ((m = /^\/actions\/workflows\/([^/]+)\/runs$/.exec(path)) || path === '/actions/runs') {
      if (needs('actions: read')) return { refused: true }
      const file = m ? decodeURIComponent(m[1]) : undefined
      const runs = [...this.runs.values()]
        .filter(r => !file || r.workflowFile === file)
        .filter(
          r =>
            !url.searchParams.get('status') ||
            r.status === url.searchParams.get('status') ||
            r.conclusion === url.searchParams.get('status')
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      return { body: { total_count: runs.length, workflow_runs: runs.slice(0, perPage) } }
    }
    if ((m = /^\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?\/jobs$/.exec(path))) {
      if (needs('actions: read')) return { refused: true }
      const run = this.runs.get(Number(m[1]))
      if (!run) return undefined
      const attempt = m[2] ? Number(m[2]) : run.run_attempt
      const jobs = [...this.jobs.values()].filter(
        j =>
          j.run_id === run.id &&
          (url.searchParams.get('filter') === 'all' || j.run_attempt === attempt)
      )
      return { body: { total_count: jobs.length, jobs: jobs.slice(0, perPage) } }
    }
    if ((m = /^\/actions\/jobs\/(\d+)\/logs$/.exec(path))) {
      if (needs('actions: read')) return { refused: true }
      const job = this.jobs.get(Number(m[1]))
      if (!job || job.status !== 'completed') return undefined
      const key = randomBytes(12).toString('hex')
      this.blobs.set(key, { jobId: job.id, until: this.clock() + 60_000 })
      return {
        redirect: `${this.url}/blob/${key}/logs/job/job-logs.txt?sig=${randomBytes(16).toString('base64url')}&se=1m`
      }
    }
    if ((m = /^\/actions\/jobs\/(\d+)$/.exec(path))) {
      if (needs('actions: read')) return { refused: true }
      const job = this.jobs.get(Number(m[1]))
      return job ? { body: job } : undefined
    }
    if ((m = /^\/check-runs\/(\d+)\/annotations$/.exec(path))) {
      if (needs('checks: read')) return { refused: true }
      const notes = this.annotations.get(Number(m[1]))
      return notes ? { body: notes.slice(0, perPage) } : undefined
    }
    return undefined
  }

  /** The blob service: the log's bytes, a Range honoured unless `ignoreRange`. */
  blob(req, res, url) {
    const key = url.pathname.split('/')[2]
    const blob = this.blobs.get(key)
    if (!blob || this.clock() > blob.until || req.headers.authorization) {
      res.writeHead(403, { 'content-type': 'application/xml' })
      return res.end('<Error><Code>AuthenticationFailed</Code></Error>')
    }
    const log = this.logs.get(blob.jobId)
    const text = log.lazy ? undefined : Buffer.from(this.logText(blob.jobId), 'utf8')
    const size = log.lazy ? log.lazy.size : text.length
    const bytesAt = (from, to) => (log.lazy ? log.lazy.bytes(from, to) : text.subarray(from, to))
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
    if (!range || this.ignoreRange)
      return this.stream(res, 200, { 'content-length': String(size) }, bytesAt, 0, size)
    const from = Number(range[1])
    const to = Math.min(size - 1, range[2] === '' ? size - 1 : Number(range[2]))
    if (from >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` })
      return res.end()
    }
    this.stream(
      res,
      206,
      { 'content-range': `bytes ${from}-${to}/${size}`, 'content-length': String(to - from + 1) },
      bytesAt,
      from,
      to + 1
    )
  }

  /** Writes bytes [from, to) in 64 KiB pieces as the reader takes them: a 2 GB log costs what is read. */
  stream(res, status, headers, bytesAt, from, to) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
    let at = from
    const more = () => {
      while (at < to) {
        const end = Math.min(to, at + 65536)
        const ok = res.write(bytesAt(at, end))
        this.servedBytes += end - at
        at = end
        if (!ok) return res.once('drain', more)
      }
      res.end()
    }
    res.on('close', () => (at = to))
    more()
  }

  /** Requests that reached the API (not the blob), and those that carried `text` anywhere. */
  apiRequests() {
    return this.requests.filter(r => !r.path.startsWith('/blob/'))
  }
}
