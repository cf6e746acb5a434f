// Formats the benchmark's rows: our figure beside its baseline from the same run, the ratio, the
// target and whether it was met. A row whose bundle is missing says "not built"; a row that could
// not be measured says why; a missed target is marked MISSED.

export function fmtMs(ms) {
  if (!Number.isFinite(ms)) return '-'
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`
}

export function fmtKiB(kib) {
  if (!Number.isFinite(kib)) return '-'
  return `${(kib / 1024).toFixed(1)} MiB`
}

export function fmtValue(m) {
  if (!m || !Number.isFinite(m.value)) return '-'
  if (m.unit === 'ms') return fmtMs(m.value)
  if (m.unit === 'KiB') return fmtKiB(m.value)
  return `${m.value} ${m.unit ?? ''}`.trim()
}

/** Fills in ratio and status: 'ok', 'MISSED', 'info', 'not built' or 'error'. */
export function judge(row) {
  const ours = row.ours?.value
  const base = row.baseline?.value
  const ratio = Number.isFinite(ours) && Number.isFinite(base) && base > 0 ? ours / base : undefined
  let status
  if (row.notBuilt) status = 'not built'
  else if (row.error) status = 'error'
  else if (!Number.isFinite(ours)) status = 'error'
  else if (row.target.kind === 'info') status = 'info'
  else if (row.target.kind === 'ratio')
    status = ratio !== undefined && ratio <= row.target.max ? 'ok' : 'MISSED'
  else if (row.target.kind === 'growth') status = ours - base < row.target.max ? 'ok' : 'MISSED'
  else if (row.target.kind === 'extra') status = ours - base <= row.target.max ? 'ok' : 'MISSED'
  else status = ours <= row.target.max ? 'ok' : 'MISSED'
  return { ...row, ratio, status }
}

function targetText(t) {
  if (t.kind === 'ratio') return `<= ${t.max}x`
  if (t.kind === 'abs') return `<= ${t.unit === 'KiB' ? fmtKiB(t.max) : fmtMs(t.max)}`
  if (t.kind === 'growth') return `< ${fmtKiB(t.max)} growth`
  if (t.kind === 'extra') return `<= +${fmtValue({ value: t.max, unit: t.unit })}`
  return t.text ?? '(peer)'
}

export function renderTable(rows) {
  const header = ['#', 'Figure', 'Ours', 'Baseline', 'Ratio', 'Target', 'Result']
  const body = rows.map(r => [
    r.id,
    r.figure,
    r.notBuilt ? 'not built' : fmtValue(r.ours),
    r.baseline
      ? `${fmtValue(r.baseline)} ${r.baseline.label ? `(${r.baseline.label})` : ''}`.trim()
      : '-',
    r.ratio !== undefined ? `${r.ratio.toFixed(2)}x` : '-',
    targetText(r.target),
    r.status === 'MISSED' ? '** MISSED **' : r.status
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map(b => String(b[i]).length)))
  const line = cells =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join(' | ')
      .trimEnd()
  const sep = widths.map(w => '-'.repeat(w)).join('-|-')
  const out = [line(header), sep, ...body.map(line)]
  const details = rows.filter(r => r.detail || r.error || r.notBuilt)
  if (details.length) {
    out.push('')
    for (const r of details) {
      const why = r.notBuilt ? `not built: ${r.notBuilt}` : r.error ? `error: ${r.error}` : ''
      out.push(`  ${r.id}: ${[why, r.detail].filter(Boolean).join('; ')}`)
    }
  }
  return out.join('\n')
}
