// Types of jest-sequencer.mjs for the TypeScript tests that use it.
export default class SeededSequencer {
  constructor(options: {
    contexts: unknown[]
    globalConfig: { randomize?: boolean; seed?: number }
  })
  sort<T extends { path: string }>(tests: T[]): T[]
}
