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
  // Four workers on two cores: most end-to-end files spend their time waiting (on the processes
  // they start, on heartbeats 1 s apart), and other files' work fills those waits. On a
  // two-core machine the suite took 62 s with two workers, 44 to 47 s with four, as long
  // with six.
  maxWorkers: 4,
  testTimeout: 30000
}
