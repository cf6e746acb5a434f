/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */
import { createHash } from 'node:crypto'
import { RUNS_PAGE_SCRIPT } from './page-script.js'
import type { RecordSummary } from './state.js'
import type { EmulatedRun } from './types.js'
import { type RunRow, type RunsPageView, runsPageView } from './view.js'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const STYLE = `
  /* The script keeps the row being read in place itself (page-script.ts). */
  html { overflow-anchor: none; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  .num { text-align: right; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; background: #6e7781; }
  .status-running { background: #0969da; }
  .status-success { background: #1a7f37; }
  .status-failed { background: #cf222e; }
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; }
  .empty { color: #6e7781; }
`

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64')

/** The page's own script and style by hash, and nothing else: no injected markup can run. */
export const RUNS_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    `default-src 'none'; script-src 'sha256-${sha256(RUNS_PAGE_SCRIPT)}'; ` +
    `style-src 'sha256-${sha256(STYLE)}'; connect-src 'self'; base-uri 'none'; ` +
    `form-action 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store'
})

const EMPTY_ROW: RunRow = {
  run_id: '',
  job_name: '',
  status: '',
  status_class: 'other',
  start: '',
  duration: '',
  heartbeats: '',
  error: '',
  logs_title: ''
}

/** One run's row; the script clones the empty one (a template) for runs that arrive. */
function renderRow(r: RunRow): string {
  const cell = (name: keyof RunRow, value: string): string =>
    `data-cell="${name}">${escapeHtml(value)}`
  return `<tr${r.run_id ? ` data-run-id="${escapeHtml(r.run_id)}"` : ''}>
  <td ${cell('job_name', r.job_name)}</td>
  <td><span class="status status-${r.status_class}" ${cell('status', r.status)}</span></td>
  <td ${cell('start', r.start)}</td>
  <td class="num" ${cell('duration', r.duration)}</td>
  <td class="num" ${cell('heartbeats', r.heartbeats)}</td>
  <td><code ${cell('run_id', r.run_id)}</code></td>
  <td><span ${cell('error', r.error)}</span><details${r.logs_title ? '' : ' hidden'}><summary>${escapeHtml(r.logs_title)}</summary><pre>${escapeHtml(r.logs ?? '')}</pre></details></td>
</tr>`
}

export function renderRunsPage(
  runs: EmulatedRun[],
  nowIso: string,
  summary?: RecordSummary
): string {
  return renderRunsView(runsPageView(runs, nowIso, summary))
}

export function renderRunsView(view: RunsPageView): string {
  const none = view.runs.length === 0
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>job-monitor: runs</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Job Monitoring Service emulator: runs</h1>
<p class="empty" id="no-runs"${none ? '' : ' hidden'}>No runs yet.</p>
<table id="runs"${none ? ' hidden' : ''}>
<thead><tr><th>Job</th><th>Status</th><th>Start (UTC)</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody id="run-rows">
${view.runs.map(renderRow).join('\n')}
</tbody>
</table>
<template id="run-row">${renderRow(EMPTY_ROW)}</template>
<p class="empty" id="retention">${escapeHtml(view.retention)}</p>
<p class="empty"><span id="updated">${escapeHtml(view.updated)}</span> JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/requests">requests</a>, <a href="/_emulator/record">record</a>.</p>
<script>${RUNS_PAGE_SCRIPT}</script>
</body>
</html>
`
}
