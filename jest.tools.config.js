// The tests that drive real outside tools (see toolTests in jest.config.js).
import { shared, toolTests } from './jest.config.js'

/** @type {import('jest').Config} */
export default {
  ...shared,
  testMatch: toolTests,
  testTimeout: 120000,
  // One file at a time: each drives several real processes (Chromium, gitlab-ci-local, bats
  // with its helpers, the demo's runner), and two at once on two cores starved their timing.
  maxWorkers: 1
}
