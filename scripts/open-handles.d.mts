// Types of open-handles.mjs for the TypeScript tests that use it.
export interface OpenNow {
  handles: Set<unknown>
  timers: number
  requests: Map<string, number>
}
export function openNow(): OpenNow
export function leftOpen(before: OpenNow): { handles: unknown[]; lines: string[] }
export function leftOpenAfter(
  before: OpenNow,
  graceMs: number
): Promise<{ handles: unknown[]; lines: string[] }>
