/** The run history as a plain-text table, for `job-monitor runs` and the demo. */
import { durationOf, shortTime } from './format.js';
export function renderRunsTable(runs, nowIso = new Date().toISOString()) {
    if (runs.length === 0)
        return 'No runs yet.\n';
    const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR'];
    const rows = runs.map(r => [
        r.job_name,
        r.status,
        shortTime(r.start_time),
        durationOf(r, nowIso),
        String(r.heartbeats),
        r.run_id,
        r.error_details && r.error_details !== 'None' ? oneLine(r.error_details, 50) : ''
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map(row => row[i].length)));
    const line = (cells) => cells
        .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)].join('\n') + '\n';
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
