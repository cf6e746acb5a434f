/** The job summary post writes: whether reporting worked, what waits in the queue, what went wrong. */
export interface SummaryFacts {
  jobName: string
  runId?: string
  status: string
  heartbeatsSent: number
  heartbeatsFailed: number
  delivered: string[]
  queued: string[]
  trouble: string[]
  skipped?: string
}

export function renderSummary(f: SummaryFacts): string {
  const rows: [string, string][] = [
    ['Job', f.jobName],
    [
      'Run id',
      f.runId
        ? `\`${f.runId}\``
        : f.queued.some(q => /^(start|end) report/.test(q))
          ? '(not known yet: its start report is queued)'
          : '(none: the service has no run for this job)'
    ],
    ['Status', f.status],
    [
      'Heartbeats',
      `${f.heartbeatsSent} sent${f.heartbeatsFailed ? `, ${f.heartbeatsFailed} failed` : ''}`
    ],
    ['Delivered', f.delivered.join(', ') || 'nothing'],
    ['Queued for later', f.queued.join(', ') || 'nothing']
  ]
  const lines = [
    '## Job monitoring',
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${escape(v)} |`)
  ]
  if (f.trouble.length) lines.push('', '**Trouble:**', '', ...f.trouble.map(t => `- ${escape(t)}`))
  if (f.queued.length) {
    lines.push(
      '',
      'Queued reports are sent by the next job on this runner that uses job-monitor, or by `job-monitor replay`.'
    )
  }
  return lines.join('\n') + '\n'
}

function escape(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}
