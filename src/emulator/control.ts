/** The emulator's own endpoints under /_emulator/: its records, and the fault controls. */
import type { Answer, EmulatorState } from './state.js'
import type { Fault } from './types.js'

/** The read-only history and the fault controls (no auth: loopback only). */
export function control(
  state: EmulatorState,
  method: string | undefined,
  path: string,
  raw: string
): Answer | undefined {
  if (method === 'GET' && path === '/_emulator/requests')
    return { status: 200, body: state.requests.list() }
  if (method === 'GET' && path === '/_emulator/runs')
    return { status: 200, body: state.runs.list() }
  if (method === 'GET' && path === '/_emulator/notifications')
    return { status: 200, body: state.notifications.items() }
  if (method === 'GET' && path === '/_emulator/heartbeats')
    return { status: 200, body: state.heartbeats.items() }
  if (method === 'GET' && path === '/_emulator/record')
    return { status: 200, body: state.summary() }
  if (method === 'POST' && path === '/_emulator/faults') {
    try {
      const value: unknown = JSON.parse(raw)
      for (const f of Array.isArray(value) ? value : [value]) state.faults.add(f as Fault)
      return { status: 200, body: { ok: true } }
    } catch (e) {
      return { status: 400, body: { error: (e as Error).message } }
    }
  }
  if (method === 'DELETE' && path === '/_emulator/faults') {
    state.faults.clear()
    return { status: 200, body: { ok: true } }
  }
  if (method === 'POST' && path === '/_emulator/reset') {
    state.reset()
    return { status: 200, body: { ok: true } }
  }
  return undefined
}
