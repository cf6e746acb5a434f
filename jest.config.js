// ESM: the @actions/* packages are ESM-only, so tests load real ESM modules. TypeScript is
// turned into JavaScript by Node's own type stripping (scripts/jest-strip-types.mjs).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Source imports carry NodeNext `.js` suffixes; map them back to the .ts files.
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': '<rootDir>/scripts/jest-strip-types.mjs'
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // End-to-end tests start node processes; keep the suite within the machine's two cores.
  maxWorkers: 2,
  testTimeout: 30000
}
