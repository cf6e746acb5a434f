/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */
import { escapeHtml, layout, rowTime } from './page-shell.js'
import { RUN_STATES } from '../history/run-state.js'
import type { RecordSummary } from '../service/state.js'
import {
  EMPTY_ROW,
  type RunRow,
  type RunsPageFilters,
  type RunsPageView,
  SINCE_CHOICES,
  type ShownRun,
  runsPageView
} from './view.js'

export type { RunsPageFilters }

export { escapeHtml }

/** One run's row; the script clones the empty one (a template) for runs that arrive. */
function renderRow(r: RunRow): string {
  const cell = (name: keyof RunRow, value: string): string =>
    `data-cell="${name}">${escapeHtml(value)}`
  return `<tr${r.run_id ? ` data-run-id="${escapeHtml(r.run_id)}"` : ''}>
  <td data-label="Job" class="name"><a href="${escapeHtml(r.job_href)}" data-href="job_href" ${cell('job_name', r.job_name)}</a></td>
  <td data-label="State"><span class="status status-${r.status_class}" data-class="status_class" data-class-base="status status-" ${cell('status', r.status)}</span></td>
  <td data-label="Started" class="nowrap">${rowTime(r as unknown as Record<string, unknown>, 'start')}</td>
  <td data-label="Duration" class="num" ${cell('duration', r.duration)}</td>
  <td data-label="Heartbeats" class="num" ${cell('heartbeats', r.heartbeats)}</td>
  <td data-label="Run id"><a href="${escapeHtml(r.run_href)}" data-href="run_href"><code ${cell('run_id', r.run_id)}</code></a></td>
  <td data-label="Error / logs" class="wrap-any"><span ${cell('error', r.error)}</span><details data-logs${r.logs_title ? '' : ' hidden'}><summary>${escapeHtml(r.logs_title)}</summary><pre>${escapeHtml(r.logs ?? '')}</pre></details></td>
</tr>`
}

export function renderRunsPage(runs: ShownRun[], nowIso: string, summary?: RecordSummary): string {
  return renderRunsView(runsPageView(runs, nowIso, summary))
}

function option(value: string, label: string, chosen: string | undefined): string {
  return `<option value="${escapeHtml(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${escapeHtml(label)}</option>`
}

function renderFilters(f: RunsPageFilters): string {
  return `<div class="filters" id="filters">
<label>Job<input id="filter-job" name="job" type="search" value="${escapeHtml(f.job ?? '')}" placeholder="every job"></label>
<label>State<select id="filter-status" name="status">${option('', 'any state', f.status)}${RUN_STATES.map(s => option(s, s, f.status)).join('')}</select></label>
<label>Started<select id="filter-since" name="since">${SINCE_CHOICES.map(([v, l]) => option(v, l, f.since)).join('')}</select></label>
</div>`
}

export function renderRunsView(view: RunsPageView, filters: RunsPageFilters = {}): string {
  const none = view.runs.length === 0
  return layout(
    'job-monitor: runs',
    `<h1>Job Monitoring Service emulator: runs</h1>
${renderFilters(filters)}
<p class="empty" id="no-runs" data-bind="empty"${none ? '' : ' hidden'}>${escapeHtml(view.empty)}</p>
<table id="runs" class="cards"${none ? ' hidden' : ''}>
<thead><tr><th>Job</th><th>State</th><th>Started</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody id="run-rows" data-list="runs" data-template="run-row" data-key-field="run_id" data-key-attr="run-id" data-empty="no-runs" data-box="runs">
${view.runs.map(renderRow).join('\n')}
</tbody>
</table>
<template id="run-row">${renderRow(EMPTY_ROW)}</template>
<p class="empty" id="shown" data-bind="shown">${escapeHtml(view.shown)}</p>
<p class="empty" id="retention" data-bind="retention">${escapeHtml(view.retention)}</p>
<p class="empty"><span id="updated" data-bind="updated">${escapeHtml(view.updated)}</span> JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/jobs">jobs</a>, <a href="/_emulator/requests">requests</a>, <a href="/_emulator/record">record</a>.</p>`,
    '/_emulator/pages/runs'
  )
}
