/** Injected faults, consumed in the order they were added. */
import type { Fault } from './types.js'

export function describeFault(f: Fault): string {
  if (f.hang) return 'hang'
  if (f.reset) return 'reset'
  if (f.updateStatusFailed) return 'update_status Failed'
  if (f.status) return `status ${f.status}${f.retryAfter ? ` (Retry-After ${f.retryAfter})` : ''}`
  return `delay ${f.delayMs ?? 0} ms`
}

function matches(f: Fault, path: string, isEnd: boolean): boolean {
  if (f.updateStatusFailed && !isEnd) return false
  if (f.path === '*') return true
  if (f.path.endsWith('*')) return path.startsWith(f.path.slice(0, -1))
  return f.path === path
}

export class FaultBook {
  private faults: Array<Fault & { left: number }> = []

  add(f: Fault): void {
    if (typeof f?.path !== 'string' || f.path === '') throw new Error('a fault needs a path')
    this.faults.push({ ...f, left: Math.max(1, Math.floor(f.count ?? 1)) })
  }

  /** The faults still to be played, each with the uses it has left. */
  pending(): Array<Fault & { left: number }> {
    return this.faults.map(f => ({ ...f }))
  }

  clear(): void {
    this.faults = []
  }

  /** Takes one use of the first fault that applies to this request. */
  take(path: string, isEnd: boolean): Fault | undefined {
    const i = this.faults.findIndex(f => matches(f, path, isEnd))
    if (i < 0) return undefined
    const f = this.faults[i]
    if (--f.left <= 0) this.faults.splice(i, 1)
    return f
  }
}
