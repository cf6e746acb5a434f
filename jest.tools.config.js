// The tests that drive real outside tools (see toolTests in jest.config.js).
import { shared, toolTests } from './jest.config.js'

/** @type {import('jest').Config} */
export default {
  ...shared,
  testMatch: toolTests,
  testTimeout: 120000
}
