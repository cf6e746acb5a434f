// A fake of what Buildkite keeps after a job, on a loopback port, beside fake-github.mjs and in
// its shape: the REST API an API access token reads, as Buildkite's docs give it (buildkite/docs
// pages/apis/rest_api/builds.md, jobs.md, rate_limits.md):
//
// - GET /v2/organizations/:org/pipelines/:pipeline/builds: the builds, newest first, `branch`,
//   `created_from`, `per_page`, and `exclude_jobs=true` (else each with its jobs);
// - GET .../builds/:number/jobs: `{ items, links }`, the build's jobs;
// - GET .../builds/:number/jobs/:id/log: JSON `{ url, content, size, header_times }`, or with
//   `Accept: text/plain` the raw log; with that, `Range: bytes=-N` answers 206 with the last N
//   bytes and `Content-Range: bytes a-b/total`; a start-end range is refused 400 and an empty
//   log 416 ("Get a log tail using a range request"). The log is streamed in 64 KiB pieces as the
//   reader takes them, and may be made lazily from its offsets;
// - the token in `Authorization: Bearer`: unknown, 401; without `read_builds` (or
//   `read_build_logs` for a log), 403; the rate limit spent, 429 with `RateLimit-Remaining: 0`
//   and `RateLimit-Reset`/`RateLimit-User-Reset` in seconds.
//
// And the agent's side of a log (buildkite/agent internal/shell/logger.go, internal/job/
// executor.go, core/job_controller.go): each line after a time stamp code `\e_bk;t=<ms>\a`;
// headers `~~~ Running plugin <name> pre-command hook`, `~~~ Running commands`, `~~~ Running
// plugin <name> pre-exit hook`; an error `🚨 Error: The command exited with status N`.
import { createServer } from 'node:http'

/** Lines as the agent writes them into the job's log: each after its time stamp code. */
export function agentLines(text, at = Date.now()) {
  return String(text)
    .split(/\r?\n/)
    .filter((l, i, all) => l !== '' || i < all.length - 1)
    .map(l => `\x1b_bk;t=${at}\x07${l}\r\n`)
    .join('')
}

/** A hook's or the command's part of the log: its header, then its output. */
export function agentPhase(header, output, at = Date.now()) {
  return agentLines(`~~~ ${header}\n${output}`, at)
}

const iso = ms => new Date(ms).toISOString()

export class FakeBuildkite {
  constructor(o = {}) {
    this.org = o.org ?? 'acme'
    this.tokens = new Map()
    this.builds = new Map()
    this.jobs = new Map()
    this.logs = new Map()
    this.agents = new Map()
    this.requests = []
    this.servedBytes = 0
    /** Each API answer waits this long first, as the CI's own latency would. */
    this.latencyMs = o.latencyMs ?? 0
    /** Bytes of each job's log written to readers, by job id. */
    this.served = new Map()
    this.clock = o.clock ?? (() => Date.now())
  }

  token(value, o = {}) {
    this.tokens.set(value, {
      scopes: new Set(o.scopes ?? ['read_builds', 'read_build_logs']),
      remaining: o.remaining ?? 1000
    })
    return value
  }

  addBuild(b) {
    const key = `${b.pipeline}#${b.number}`
    const created = b.createdAt ?? iso(this.clock())
    const build = {
      id: `0190${String(b.number).padStart(4, '0')}-7d9f-495e-a17b-80ed31276810`,
      number: b.number,
      state: 'running',
      branch: b.branch ?? 'main',
      commit: 'f'.repeat(40),
      source: b.source ?? 'webhook',
      created_at: created,
      scheduled_at: created,
      started_at: created,
      finished_at: null,
      web_url: `https://buildkite.com/${this.org}/${b.pipeline}/builds/${b.number}`,
      pipeline: { slug: b.pipeline }
    }
    this.builds.set(key, build)
    return build
  }

  /** A job of a build; `agent` is its agent's name (the same name, the same agent). */
  addJob(j) {
    const created = j.createdAt ?? iso(this.clock())
    const agent = j.agent ?? `agent-${j.id.slice(0, 4)}`
    if (!this.agents.has(agent))
      this.agents.set(agent, { id: `a-${agent}`, name: agent, connection_state: 'connected' })
    const job = {
      id: j.id,
      type: 'script',
      name: j.label ?? j.stepKey,
      step_key: j.stepKey ?? null,
      state: 'running',
      exit_status: null,
      signal: null,
      signal_reason: null,
      agent_name: agent,
      created_at: created,
      scheduled_at: created,
      runnable_at: created,
      started_at: created,
      finished_at: null,
      web_url: `https://buildkite.com/${this.org}/${j.pipeline}/builds/${j.build}#${j.id}`,
      parallel_group_index: j.parallelIndex ?? null,
      parallel_group_total: null,
      retried: false,
      retries_count: null,
      pipeline: j.pipeline,
      build: j.build
    }
    this.jobs.set(j.id, job)
    this.logs.set(j.id, { text: '' })
    return job
  }

  log(jobId, text) {
    this.logs.get(jobId).text += text
  }

  /** The job finishes: its state and exit status; a lost agent; a lazy log instead of the text. */
  finish(jobId, o) {
    const job = this.jobs.get(jobId)
    job.state = o.state
    job.exit_status = o.exitStatus ?? (o.state === 'passed' ? 0 : 1)
    job.signal_reason = o.signalReason ?? null
    job.finished_at = o.finishedAt ?? iso(this.clock())
    if (o.agentLost) this.agents.get(job.agent_name).connection_state = 'lost'
    if (o.lazyLog) this.logs.set(jobId, { lazy: o.lazyLog })
    return job.finished_at
  }

  logText(jobId) {
    return this.logs.get(jobId)?.text
  }

  jobJson(job) {
    const { agent_name, pipeline, build, ...rest } = job
    const base = `https://api.buildkite.com/v2/organizations/${this.org}/pipelines/${pipeline}/builds/${build}/jobs/${job.id}`
    return {
      ...rest,
      log_url: `${base}/log`,
      raw_log_url: `${base}/log.txt`,
      agent: this.agents.get(agent_name)
    }
  }

  listen() {
    this.server = createServer((req, res) => this.answer(req, res))
    return new Promise(resolve =>
      this.server.listen(0, '127.0.0.1', () => {
        this.url = `http://127.0.0.1:${this.server.address().port}`
        this.apiUrl = `${this.url}/v2`
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
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(body))
  }

  answer(req, res) {
    if (this.latencyMs > 0) return void setTimeout(() => this.answerNow(req, res), this.latencyMs)
    return this.answerNow(req, res)
  }

  answerNow(req, res) {
    const url = new URL(req.url, 'http://x')
    this.requests.push({ method: req.method, path: req.url, headers: { ...req.headers } })
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const who = token && this.tokens.get(token)
    if (!who)
      return this.json(res, 401, {
        message: 'Authentication required. Please supply a valid API Access Token'
      })
    if (who.remaining <= 0)
      return this.json(
        res,
        429,
        {
          message:
            'You have exceeded your API rate limit. Please wait 42 seconds before making more requests.',
          scope: 'rest_user',
          limit: 50,
          current: 55,
          reset: 42
        },
        {
          'ratelimit-remaining': '0',
          'ratelimit-reset': '42',
          'ratelimit-user-remaining': '0',
          'ratelimit-user-reset': '42'
        }
      )
    who.remaining--
    return this.route(url, req, res, who)
  }

  route(url, req, res, who) {
    const base = `/v2/organizations/${this.org}`
    if (!url.pathname.startsWith(`${base}/`))
      return this.json(res, 404, { message: 'No organization found' })
    const path = url.pathname.slice(base.length)
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30) || 30)
    const forbidden = scope => !who.scopes.has(scope)
    let m
    if ((m = /^\/pipelines\/([^/]+)\/builds$/.exec(path))) {
      if (forbidden('read_builds')) return this.json(res, 403, { message: 'Forbidden' })
      const branch = url.searchParams.get('branch')
      const from = url.searchParams.get('created_from')
      const builds = [...this.builds.values()]
        .filter(
          b =>
            b.pipeline.slug === m[1] &&
            (!branch || b.branch === branch) &&
            (!from || b.created_at >= from)
        )
        .sort((a, b) => b.number - a.number)
        .slice(0, perPage)
        .map(b =>
          url.searchParams.get('exclude_jobs') === 'true'
            ? b
            : { ...b, jobs: this.jobsOf(m[1], b.number) }
        )
      return this.json(res, 200, builds)
    }
    if ((m = /^\/pipelines\/([^/]+)\/builds\/(\d+)\/jobs$/.exec(path))) {
      if (forbidden('read_builds')) return this.json(res, 403, { message: 'Forbidden' })
      return this.json(res, 200, {
        items: this.jobsOf(m[1], Number(m[2])).slice(0, perPage),
        links: {}
      })
    }
    if ((m = /^\/pipelines\/([^/]+)\/builds\/(\d+)\/jobs\/([^/]+)\/log$/.exec(path))) {
      if (forbidden('read_build_logs')) return this.json(res, 403, { message: 'Forbidden' })
      const job = this.jobs.get(m[3])
      if (!job || job.pipeline !== m[1] || job.build !== Number(m[2]))
        return this.json(res, 404, { message: 'No job found' })
      return this.serveLog(req, res, job)
    }
    return this.json(res, 404, { message: 'Not Found' })
  }

  jobsOf(pipeline, number) {
    return [...this.jobs.values()]
      .filter(j => j.pipeline === pipeline && j.build === number)
      .map(j => this.jobJson(j))
  }

  serveLog(req, res, job) {
    const log = this.logs.get(job.id)
    const text = log.lazy ? undefined : Buffer.from(log.text, 'utf8')
    const size = log.lazy ? log.lazy.size : text.length
    const bytesAt = (from, to) => (log.lazy ? log.lazy.bytes(from, to) : text.subarray(from, to))
    if (!/text\/plain/.test(req.headers.accept ?? '')) {
      if (req.headers.range)
        return this.json(res, 400, { message: 'Range requests need Accept: text/plain' })
      return this.json(res, 200, {
        url: `/log`,
        content: bytesAt(0, size).toString('utf8'),
        size,
        header_times: []
      })
    }
    const range = req.headers.range
    if (!range)
      return this.stream(res, 200, { 'content-length': String(size) }, bytesAt, 0, size, job.id)
    const suffix = /^bytes=-(\d+)$/.exec(range)
    if (!suffix || Number(suffix[1]) === 0)
      return this.json(res, 400, { message: 'Only suffix byte ranges are supported' })
    if (size === 0) {
      res.writeHead(416, { 'content-range': 'bytes */0' })
      return res.end()
    }
    const from = Math.max(0, size - Number(suffix[1]))
    return this.stream(
      res,
      206,
      {
        'accept-ranges': 'bytes',
        'content-range': `bytes ${from}-${size - 1}/${size}`,
        'content-length': String(size - from)
      },
      bytesAt,
      from,
      size,
      job.id
    )
  }

  stream(res, status, headers, bytesAt, from, to, jobId) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
    let at = from
    const more = () => {
      while (at < to) {
        const end = Math.min(to, at + 65536)
        const ok = res.write(bytesAt(at, end))
        this.servedBytes += end - at
        this.served.set(jobId, (this.served.get(jobId) ?? 0) + end - at)
        at = end
        if (!ok) return res.once('drain', more)
      }
      res.end()
    }
    res.on('close', () => (at = to))
    more()
  }
}
