// The order Jest hands the test files to its workers. Jest's own order (the slowest files first,
// as they took last time) keeps the run short; with --randomize, which shuffles the tests in
// each file, the files are shuffled too, by the same seed, so that a file that passes only
// after (or before) another in the same worker is found, and the order found again with
// `--randomize --seed <the seed printed>`.
import Sequencer from '@jest/test-sequencer'

export default class SeededSequencer extends Sequencer {
  constructor(options) {
    super(options)
    this.randomize = options.globalConfig?.randomize === true
    this.seed = options.globalConfig?.seed ?? 0
  }

  sort(tests) {
    if (!this.randomize) return super.sort(tests)
    // By path first, so that the seed alone decides the order, not the order files were found.
    const order = [...tests].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    const random = mulberry32(this.seed)
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j], order[i]]
    }
    return order
  }
}

/** A small seeded generator of numbers in [0, 1): the same seed, the same numbers. */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
