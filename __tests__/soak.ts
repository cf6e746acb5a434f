/**
 * How many rounds of a race a test runs: a few in `npm test`, where a developer waits on them
 * after every change, many in `npm run soak` (jest.soak.config.js sets the flag), which CI runs
 * after the suite with a time bound of its own. A lost race shows only now and then: the few
 * rounds prove the case is right, the many that it stays right under every timing.
 *
 * A file that uses this is listed in `soakTests` in jest.config.js, or the soak never runs it
 * (`__tests__/soak-list.test.ts` checks that).
 */
export const soaking = (globalThis as { JOB_MONITOR_SOAK?: unknown }).JOB_MONITOR_SOAK === true

/** `quick` rounds in the suite, `soak` in the soak run. */
export function rounds(quick: number, soak: number): number {
  return soaking ? soak : quick
}
