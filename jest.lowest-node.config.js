// The suite on the lowest Node the package supports (npm run test:lowest-node, through
// scripts/lowest-node.mjs): the command line, its helper, the library and the emulator run on
// the user's own Node. The action's own tests are left out: the runner runs the action on its
// Node 24 (action.yml's `using: node24`), never on another.
import config from './jest.config.js'

/** @type {import('jest').Config} */
export default {
  ...config,
  testPathIgnorePatterns: [...config.testPathIgnorePatterns, '/__tests__/action/']
}
