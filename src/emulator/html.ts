/** The run history as a small self-refreshing HTML page, served at `/`. */
import { durationOf, retentionLine, shortTime } from './format.js'
import type { RecordSummary } from './state.js'
import type { EmulatedRun } from './types.js'

const COLOURS: Record<string, string> = {
  running: '#0969da',
  success: '#1a7f37',
  failed: '#cf222e',
  cancelled: '#6e7781'
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export function renderRunsPage(
  runs: EmulatedRun[],
  nowIso: string,
  summary?: RecordSummary
): string {
  const rows = [...runs]
    .reverse()
    .map(r => {
      const error = r.error_details && r.error_details !== 'None' ? r.error_details : ''
      const logs = r.logs
        ? `<details><summary>logs (${r.logs.length} chars)</summary><pre>${escapeHtml(r.logs)}</pre></details>`
        : ''
      return `<tr>
  <td>${escapeHtml(r.job_name)}</td>
  <td><span class="status" style="background:${COLOURS[r.status] ?? '#6e7781'}">${escapeHtml(r.status)}</span></td>
  <td>${escapeHtml(shortTime(r.start_time))}</td>
  <td class="num">${escapeHtml(durationOf(r, nowIso))}</td>
  <td class="num">${r.heartbeats}</td>
  <td><code>${escapeHtml(r.run_id)}</code></td>
  <td>${escapeHtml(error)}${logs}</td>
</tr>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3">
<title>job-monitor: runs</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  .num { text-align: right; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; }
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; }
  .empty { color: #6e7781; }
</style>
</head>
<body>
<h1>Job Monitoring Service emulator: runs</h1>
${
  runs.length
    ? `<table>
<thead><tr><th>Job</th><th>Status</th><th>Start (UTC)</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p class="empty">No runs yet.</p>'
}
${summary ? `<p class="empty">${escapeHtml(retentionLine(summary))}</p>\n` : ''}<p class="empty">Updated ${escapeHtml(shortTime(nowIso))} UTC. JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/requests">requests</a>.</p>
</body>
</html>
`
}
