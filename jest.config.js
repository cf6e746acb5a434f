// ESM: the @actions/* packages are ESM-only, so tests load real ESM modules. TypeScript is
// turned into JavaScript by Node's own type stripping (scripts/jest-strip-types.mjs).
// The test scripts give node (and so each worker) --max-semi-space-size=32: the workers load the
// sources afresh for each file, and a larger young generation spends less time collecting it.

/**
 * The tests that drive real outside tools: a browser, npm, GitHub's local action debugger,
 * gitlab-ci-local, bats, the demo. They run with `npm run test:tools` (jest.tools.config.js);
 * CI runs them after `npm test`. Most of their time is the tools' own start-up, which would
 * double the time of the suite run while working on the code.
 */
export const toolTests = [
  '<rootDir>/__tests__/package/install.test.ts',
  '<rootDir>/__tests__/action/local-action.test.ts',
  '<rootDir>/__tests__/emulator/pages-browser.test.ts',
  '<rootDir>/__tests__/emulator/run-page.test.ts',
  '<rootDir>/__tests__/emulator/layout-browser.test.ts',
  '<rootDir>/__tests__/emulator/schedule-browser.test.ts',
  '<rootDir>/__tests__/plugins/gitlab.test.ts',
  '<rootDir>/__tests__/plugins/gitlab-release.test.ts',
  '<rootDir>/__tests__/cli/integrations-gitlab.test.ts',
  '<rootDir>/__tests__/plugins/buildkite.test.ts',
  '<rootDir>/__tests__/demo.test.ts'
]

/**
 * The tests with races in them (processes that meet on one queue, a start carried and ended at
 * once): `npm test` runs a few rounds of each, `npm run soak` (jest.soak.config.js) many, and
 * CI runs both. A file whose rounds come from __tests__/soak.ts belongs here.
 */
export const soakTests = [
  '<rootDir>/__tests__/run/start-once.test.ts',
  '<rootDir>/__tests__/queue/processes.test.ts'
]

/** @type {import('jest').Config} */
export const shared = {
  // Node's, and a file that leaves open what keeps a process alive fails
  // (scripts/jest-environment.mjs).
  testEnvironment: '<rootDir>/scripts/jest-environment.mjs',
  // Jest's, and a run whose worker had to be killed at its end fails (scripts/jest-runner.mjs).
  runner: '<rootDir>/scripts/jest-runner.mjs',
  // How long a worker told to end may take before it is killed. Jest's 500 ms is less than a
  // worker with nothing open takes to exit on a busy machine (its heap torn down on a starved
  // core): 5 s tells a slow exit from one that never comes.
  workerGracefulExitTimeout: 5000,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Source imports carry NodeNext `.js` suffixes; map them back to the .ts files.
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': '<rootDir>/scripts/jest-strip-types.mjs'
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Jest's order, or with --randomize the files shuffled by its seed (scripts/jest-sequencer.mjs).
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  // Four workers on two cores: many end-to-end files spend their time waiting (on the
  // processes they start, on a heartbeat), and other files' work fills those waits.
  maxWorkers: 4,
  testTimeout: 30000
}

/** @type {import('jest').Config} */
export default {
  ...shared,
  // A home of its own for each file (scripts/jest-environment.mjs); not for the tools' tests,
  // whose npm and git read the user's own settings.
  testEnvironmentOptions: { ownHome: true },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...toolTests.map(escape)]
}

/** A path as a regular expression that matches only itself. */
function escape(path) {
  return path.replace('<rootDir>', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'
}
