// Preloaded (`node --expose-gc --import gc-probe.mjs ...`) into a process whose memory the
// benchmark follows: on SIGUSR2 it runs a full collection and appends the process's memory
// figures as one JSON line to $JM_BENCH_PROBE_FILE. Reading RSS after a collection tells memory
// still held from garbage a later collection would return anyway. A signal listener does not keep
// the process alive, so the measured program behaves as it does without the probe.
import { appendFileSync } from 'node:fs'

const file = process.env.JM_BENCH_PROBE_FILE
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.()
    const m = process.memoryUsage()
    appendFileSync(
      file,
      `${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external })}\n`
    )
  })
}
