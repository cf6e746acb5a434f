export function running(pid: number): boolean
export const checks: Record<string, (...args: string[]) => Promise<void>>
/** Runs the check named first with the rest as its arguments; 0 when it holds, 1 when not. */
export function main(argv: string[]): Promise<number>
