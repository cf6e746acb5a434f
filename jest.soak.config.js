// The race rounds at length (see soakTests in jest.config.js): `npm run soak`.
import { shared, soakTests } from './jest.config.js'

/** @type {import('jest').Config} */
export default {
  ...shared,
  testEnvironmentOptions: { ownHome: true },
  testMatch: soakTests,
  // Read by __tests__/soak.ts: each race runs its many rounds.
  globals: { JOB_MONITOR_SOAK: true },
  testTimeout: 600000,
  // One file at a time: each runs many processes of its own, and its rounds' timing should be
  // the race's, not a neighbour's.
  maxWorkers: 1
}
