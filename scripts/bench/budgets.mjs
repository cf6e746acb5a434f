// The bench's goals, one place: scripts/bench/budgets.json, one entry per figure id. Each holds
// one limit: `ratio` (ours over the baseline measured beside it), `maxMs`, `maxMiB`,
// `growthMiB` (ours minus the baseline), or `extraMs` and `extraGets` (ours minus the baseline,
// at most). A figure without an entry is context only.
import { readFileSync } from 'node:fs'

const file = new URL('./budgets.json', import.meta.url)

/** The budgets as the report's targets, by figure id. */
export function loadBudgets(path = file) {
  const raw = JSON.parse(readFileSync(path, 'utf8'))
  const out = {}
  for (const [id, b] of Object.entries(raw)) out[id] = targetOf(id, b)
  return out
}

function targetOf(id, b) {
  const limits = ['ratio', 'maxMs', 'maxMiB', 'growthMiB', 'extraMs', 'extraGets'].filter(
    k => b[k] !== undefined
  )
  if (limits.length !== 1 || !(Number(b[limits[0]]) > 0))
    throw new Error(
      `budgets.json: figure ${id} needs one positive limit, has ${limits.join(', ') || 'none'}`
    )
  const value = Number(b[limits[0]])
  if (limits[0] === 'ratio') return { kind: 'ratio', max: value }
  if (limits[0] === 'maxMs') return { kind: 'abs', max: value }
  if (limits[0] === 'maxMiB') return { kind: 'abs', max: value * 1024, unit: 'KiB' }
  if (limits[0] === 'extraMs') return { kind: 'extra', max: value, unit: 'ms' }
  if (limits[0] === 'extraGets') return { kind: 'extra', max: value, unit: 'GETs' }
  return { kind: 'growth', max: value * 1024 }
}

const budgets = loadBudgets()

/** The target of figure `id`: its budget, or context only when it has none. */
export function budget(id, text) {
  return budgets[id] ?? { kind: 'info', ...(text ? { text } : {}) }
}
