// ESM + ts-jest: the @actions/* packages are ESM-only, so tests load real ESM modules.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Source imports carry NodeNext `.js` suffixes; map them back to the .ts files.
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // End-to-end tests start node processes; keep the suite within the machine's two cores.
  maxWorkers: 2,
  testTimeout: 30000
}
