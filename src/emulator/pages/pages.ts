/**
 * The job, run, pipelines and requests pages, rendered on the server from their views
 * (page-views.ts) and kept up to date in place by their script (page-script.ts), which fills
 * what is marked here: `data-bind`, `data-list` with its template, `data-chart`, the log.
 */
import { EMPTY_ROW } from './view.js'
import { HEALTH, type JobRow, type OverviewView, SPARK } from './overview.js'
import { USUAL_RULE } from '../../run/usual-duration.js'
import { escapeHtml, layout, rowTime } from './page-shell.js'
import {
  BLANK_RECENT,
  type JobPageView,
  type PipelinesPageView,
  type RequestsPageView
} from './page-views.js'
import type { RunPageView } from './run-view.js'
import { CHART, type Shape, TIMELINE } from './charts.js'
import type { ContextFact } from './run-context.js'
import { RECENT } from '../service/pipelines.js'

type Row = Record<string, string>

const text = (view: object, key: string, tag = 'span', attrs = ''): string =>
  `<${tag}${attrs} data-bind="${key}">${escapeHtml(String((view as Record<string, unknown>)[key] ?? ''))}</${tag}>`

function cell(row: Row, key: string, tag = 'span', attrs = ''): string {
  return `<${tag}${attrs} data-cell="${key}">${escapeHtml(row[key] ?? '')}</${tag}>`
}

/** A list kept by the script: its rows, its template (an empty row) and its empty notice. */
function list(
  id: string,
  container: 'tbody' | 'ul',
  rows: Row[],
  render: (row: Row) => string,
  blank: Row,
  empty: string
): string {
  return `<p class="empty" id="${id}-empty"${rows.length ? ' hidden' : ''}>${escapeHtml(empty)}</p>
<${container} data-list="${id}" data-template="${id}">${rows.map(render).join('')}</${container}>
<template id="${id}">${render(blank)}</template>`
}

/**
 * A table under its heading that is there only while it has rows: the script hides the section
 * (its data-box) when the view sends none, and shows it when some arrive.
 */
function section(
  id: string,
  heading: string,
  columns: string[],
  rows: Row[],
  render: (row: Row) => string,
  blank: Row
): string {
  return `<section id="${id}-box"${rows.length ? '' : ' hidden'}>
<h2>${escapeHtml(heading)}</h2>
<table><thead><tr>${columns.map(c => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody data-list="${id}" data-template="${id}" data-box="${id}-box">${rows.map(render).join('')}</tbody>
</table>
<template id="${id}">${render(blank)}</template>
</section>`
}

const factRow = (f: Row): string =>
  `<tr data-key="${escapeHtml(f.key)}">${cell(f, 'name', 'th')}${cell(f, 'value', 'td')}</tr>`
const facts = (id: string, heading: string, rows: ContextFact[]): string =>
  section(id, heading, ['Fact', 'Value'], rows as unknown as Row[], factRow, {
    key: '',
    name: '',
    value: ''
  })
const context = (heading: string, rows: ContextFact[]): string => facts('context', heading, rows)

function shapes(items: Shape[]): string {
  return items
    .map(s => {
      const attrs = (['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2'] as const)
        .filter(a => typeof s[a] === 'number')
        .map(a => ` ${a}="${s[a]}"`)
        .join('')
      return s.shape === 'text'
        ? `<text${attrs} class="${escapeHtml(s.cls)}">${escapeHtml(s.title)}</text>`
        : `<${s.shape}${attrs} class="${escapeHtml(s.cls)}"><title>${escapeHtml(s.title)}</title></${s.shape}>`
    })
    .join('')
}

function chart(key: string, size: { width: number; height: number }, items: Shape[]): string {
  return `<svg data-chart="${key}" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img">${shapes(items)}</svg>`
}

const footer = (view: { updated: string }, json: string): string =>
  `<p class="empty">${text(view, 'updated', 'span', ' id="updated"')} JSON: <a href="${json}">${escapeHtml(json)}</a>.</p>`

const blankRun: Row = { ...EMPTY_ROW, key: '', run_href: '/' }

function runRow(r: Row): string {
  return `<tr data-key="${escapeHtml(r.key)}">
<td data-label="State"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(r.status_class)}" data-cell="status">${escapeHtml(r.status)}</span></td>
<td data-label="Started" class="nowrap">${rowTime(r, 'start')}</td>${cell(r, 'duration', 'td', ' class="num" data-label="Duration"')}${cell(r, 'heartbeats', 'td', ' class="num" data-label="Heartbeats"')}
<td data-label="Run id"><a href="${escapeHtml(r.run_href)}" data-href="run_href">${cell(r, 'run_id', 'code')}</a></td>
${cell(r, 'error', 'td', ' data-label="Error" class="wrap-any"')}</tr>`
}

export function renderJobPage(view: JobPageView): string {
  return layout(
    view.title,
    `<h1>Job ${text(view, 'job_name')}</h1>
<p>${text(view, 'summary')} ${text(view, 'last_run', 'span', ` title="${escapeHtml(view.last_at)}" data-bind-title="last_at"`)}</p>
${facts('schedule', 'Schedule', view.schedule)}
${context("The last run's context", view.context)}
<h2>Durations</h2>
${chart('chart', CHART, view.chart)}
<p class="empty">${text(view, 'chart_caption')}</p>
<h2>Runs</h2>
<table class="cards"><thead><tr><th>State</th><th>Started</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error</th></tr></thead>
${list('runs', 'tbody', view.runs as unknown as Row[], runRow, blankRun, 'No runs of this job are kept.')}
</table>
${footer(view, `/_emulator/runs?job=${encodeURIComponent(view.job_name)}`)}`,
    '/_emulator/pages/job'
  )
}

/** A moment of the run page: how long ago, its time in UTC on hover, kept by the script. */
function pageTime(view: RunPageView, name: 'start' | 'end' | 'heard'): string {
  const iso = view[`${name}_iso`]
  return `<time${iso ? ` datetime="${escapeHtml(iso)}"` : ''} title="${escapeHtml(view[`${name}_at`])}" data-bind="${name}_ago" data-bind-title="${name}_at" data-bind-time="${name}_iso">${escapeHtml(view[`${name}_ago`])}</time>`
}

/** A part of the run page that is there only while the view fills `key`. */
function leadPart(
  view: RunPageView,
  key: 'reason' | 'failing_step' | 'quoted' | 'end_ago' | 'heard_ago' | 'unheard' | 'logs',
  html: string
): string {
  return html.replace(/^<(\w+)/, `<$1 data-bind-hide-empty="${key}"${view[key] ? '' : ' hidden'}`)
}

/**
 * A run's page leads with why: its state, the reason, the failing step and the lines it quotes;
 * then its context and logs; its times, tags and metadata last, collapsed.
 */
export function renderRunPage(view: RunPageView): string {
  const fact = (name: string, key: string): string => `<dt>${name}</dt><dd>${text(view, key)}</dd>`
  const metaRow = (m: Row): string =>
    `<tr data-key="${escapeHtml(m.key)}">${cell(m, 'name', 'td', ' class="name"')}<td class="wrap-any">${m.href ? `<a href="${escapeHtml(m.href)}"` : '<a'} rel="noopener noreferrer" data-ext-href="href" data-cell="value">${escapeHtml(m.value)}</a></td></tr>`
  return layout(
    view.title,
    `<h1>Run ${text(view, 'run_id', 'code')} of <a href="${escapeHtml(view.job_href)}">${escapeHtml(view.job_name)}</a></h1>
<section class="why why-${escapeHtml(view.state_class)}" data-bind-class="state_class" data-class-base="why why-" id="why">
<p><span data-bind-class="state_class" data-class-base="status status-" class="status status-${escapeHtml(view.state_class)}" data-bind="state">${escapeHtml(view.state)}</span>
started ${pageTime(view, 'start')}${leadPart(view, 'end_ago', `<span>, ended ${pageTime(view, 'end')}</span>`)}, ${text(view, 'lasted')}${leadPart(view, 'heard_ago', `<span>; last heartbeat ${pageTime(view, 'heard')}</span>`)}${leadPart(view, 'unheard', `<span>; ${text(view, 'unheard')}</span>`)}</p>
${leadPart(view, 'reason', `<p class="reason"><strong>${text(view, 'reason')}</strong></p>`)}
${leadPart(view, 'failing_step', `<p>Failing step: <strong>${text(view, 'failing_step')}</strong></p>`)}
${leadPart(view, 'quoted', `<pre class="quoted">${text(view, 'quoted', 'span')}</pre>`)}
</section>
${context('Context', view.context)}
<h2>${text(view, 'logs_title')}</h2>
${leadPart(
  view,
  'logs',
  `<div id="log-box"><div class="filters"><label>Search the log<input id="log-search" type="search" placeholder="text to find"></label><span class="empty" id="log-matches"></span></div>
<pre id="log">${escapeHtml(view.logs)}</pre></div>`
)}
<h2>Heartbeats</h2>
${chart('timeline', TIMELINE, view.timeline)}
<p class="empty">${text(view, 'timeline_caption')}</p>
<details class="meta" id="more"><summary>Times, tags and metadata (${text(view, 'metadata_count')})</summary>
<dl class="facts">
${fact('Started', 'start')}${fact('Ended', 'end')}${fact('Duration', 'duration')}${fact('Heartbeats', 'heartbeats')}${fact('Tags', 'tags')}
</dl>
${section('metadata', 'Metadata', ['Name', 'Value'], view.metadata as unknown as Row[], metaRow, { key: '', name: '', value: '', href: '' })}
</details>
${footer(view, `/_emulator/runs?job=${encodeURIComponent(view.job_name)}`)}`,
    '/_emulator/pages/run'
  )
}

/** A pipeline's latest notifications, newest first, each timed as the other pages time things. */
function latestNotifications(p: Row): string {
  const slots = Array.from({ length: RECENT }, (_, i) => `recent_${i + 1}`)
  return `<ul class="recent">${slots
    .map(
      k =>
        `<li data-hide-empty="${k}"${p[k] ? '' : ' hidden'}>${rowTime(p, k)} ${cell(p, k, 'span', ' class="wrap-any"')}</li>`
    )
    .join('')}</ul>`
}

export function renderPipelinesPage(view: PipelinesPageView): string {
  const blank: Row = {
    key: '',
    pipeline_id: '',
    status: '',
    status_class: 'other',
    message: '',
    updated_ago: '',
    updated_at: '',
    updated_iso: '',
    notifications: '',
    run_label: '',
    run_href: '',
    ...BLANK_RECENT
  }
  const row = (p: Row): string => `<tr data-key="${escapeHtml(p.key)}">
${cell(p, 'pipeline_id', 'td', ' data-label="Pipeline" class="name"')}
<td data-label="Status"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(p.status_class)}" data-cell="status">${escapeHtml(p.status)}</span></td>
${cell(p, 'message', 'td', ' data-label="Message" class="wrap-any"')}<td data-label="Run" class="wrap-any"><a${p.run_href ? ` href="${escapeHtml(p.run_href)}"` : ''} data-href="run_href" data-cell="run_label">${escapeHtml(p.run_label)}</a></td><td data-label="Updated" class="nowrap">${rowTime(p, 'updated')}</td>${cell(p, 'notifications', 'td', ' class="num" data-label="Notifications"')}
<td data-label="Latest">${latestNotifications(p)}</td></tr>`
  return layout(
    'job-monitor: pipelines',
    `<h1>Pipelines</h1>
<table class="cards"><thead><tr><th>Pipeline</th><th>Status</th><th>Message</th><th>Run</th><th>Updated</th><th>Notifications</th><th>Latest notifications</th></tr></thead>
${list('pipelines', 'tbody', view.pipelines, row, blank, 'No pipeline notifications yet.')}
</table>
${footer(view, '/api/v1/pipelines')}`,
    '/_emulator/pages/pipelines'
  )
}

export function renderRequestsPage(view: RequestsPageView): string {
  const blank: Row = {
    key: '',
    seq: '',
    at_ago: '',
    at_at: '',
    at_iso: '',
    method: '',
    path: '',
    auth: '',
    status: '',
    rules: '',
    fault: ''
  }
  const row = (r: Row): string => `<tr data-key="${escapeHtml(r.key)}">
${cell(r, 'seq', 'td', ' class="num" data-label="#"')}<td class="nowrap" data-label="At">${rowTime(r, 'at')}</td>${cell(r, 'method', 'td', ' data-label="Method"')}<td data-label="Path">${cell(r, 'path', 'code')}</td>
${cell(r, 'auth', 'td', ' data-label="Authorization"')}${cell(r, 'status', 'td', ' class="num" data-label="Status"')}<td data-label="Rules broken" class="wrap-any">${cell(r, 'rules', 'span', ' class="rules"')} ${cell(r, 'fault', 'span', ' class="empty"')}</td></tr>`
  return layout(
    'job-monitor: requests',
    `<h1>The request record</h1>
<p class="empty">Every request to the service's endpoints, newest first, with the rules of the API text it broke (the key is never kept, only the form of its Authorization).</p>
<table class="cards"><thead><tr><th>#</th><th>At</th><th>Method</th><th>Path</th><th>Authorization</th><th>Status</th><th>Rules broken</th></tr></thead>
${list('requests', 'tbody', view.requests, row, blank, 'No requests yet.')}
</table>
<p class="empty">${text(view, 'retention')}</p>
${footer(view, '/_emulator/requests')}`,
    '/_emulator/pages/requests'
  )
}

const blankJob: JobRow = {
  key: '',
  job_name: '',
  job_href: '/',
  health: 'new',
  health_line: '',
  strip: [],
  status: '',
  status_class: 'other',
  last_ago: '',
  last_at: '',
  last_iso: '',
  failed_ago: '',
  failed_at: '',
  failed_iso: '',
  last_duration: '',
  usual: '',
  slow: '',
  success: '',
  runs: '',
  spark: [],
  spark_title: '',
  schedule: '',
  schedule_title: ''
}

function jobRow(j: JobRow): string {
  const r = j as unknown as Row
  return `<tr data-key="${escapeHtml(j.key)}">
<td data-label="Job" class="name"><a href="${escapeHtml(j.job_href)}" data-href="job_href" data-cell="job_name">${escapeHtml(j.job_name)}</a></td>
<td data-label="Health"><span data-class="health" data-class-base="status health-" class="status health-${escapeHtml(j.health)}" data-cell="health">${escapeHtml(j.health)}</span>
<svg class="strip" data-row-chart="strip" width="${HEALTH.width}" height="${HEALTH.height}" viewBox="0 0 ${HEALTH.width} ${HEALTH.height}" role="img">${shapes(j.strip)}</svg>
<span class="empty small" data-cell="health_line">${escapeHtml(j.health_line)}</span></td>
<td data-label="Last run" class="nowrap"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(j.status_class)}" data-cell="status">${escapeHtml(j.status)}</span> ${rowTime(r, 'last')}</td>
<td data-label="Last failure" class="nowrap">${rowTime(r, 'failed')}</td>
<td data-label="Duration" class="nowrap"><span class="line" data-hide-empty="last_duration"${j.last_duration ? '' : ' hidden'}>last <span data-cell="last_duration">${escapeHtml(j.last_duration)}</span></span>
<span class="line" data-hide-empty="usual"${j.usual ? '' : ' hidden'}>usual <span data-cell="usual">${escapeHtml(j.usual)}</span></span>
<span class="slow line" data-cell="slow" data-hide-empty="slow"${j.slow ? '' : ' hidden'}>${escapeHtml(j.slow)}</span></td>
<td data-label="Succeeded" class="num" data-cell="success">${escapeHtml(j.success)}</td><td data-label="Runs kept" class="num" data-cell="runs">${escapeHtml(j.runs)}</td>
<td data-label="Durations" title="${escapeHtml(j.spark_title)}" data-title="spark_title"><svg class="spark-box" data-row-chart="spark" width="${SPARK.width}" height="${SPARK.height}" viewBox="0 0 ${SPARK.width} ${SPARK.height}" role="img">${shapes(j.spark)}</svg></td>
<td data-label="Schedule" data-cell="schedule" title="${escapeHtml(j.schedule_title)}" data-title="schedule_title">${escapeHtml(j.schedule)}</td></tr>`
}

/** The landing page: one row per job, trouble first, the count of it in the title. */
export function renderOverviewPage(view: OverviewView): string {
  const rows = view.jobs as unknown as Row[]
  return layout(
    view.title,
    `<h1>Jobs: ${text(view, 'headline')}</h1>
<table class="cards"><thead><tr><th>Job</th><th>Health</th><th>Last run</th><th>Last failure</th><th>Duration</th><th>Succeeded</th><th>Runs kept</th><th>Durations</th><th>Schedule</th></tr></thead>
${list('jobs', 'tbody', rows, r => jobRow(r as unknown as JobRow), blankJob as unknown as Row, 'No runs yet.')}
</table>
<p class="empty">Every run, newest first: <a href="/runs">the run list</a>. Usual: the median of the job's earlier successful runs. Slower than usual: ${escapeHtml(USUAL_RULE)}, the rule the command line and the action use.</p>
${footer(view, '/_emulator/jobs')}`,
    '/_emulator/pages/overview'
  )
}
