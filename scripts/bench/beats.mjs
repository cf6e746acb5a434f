// Heartbeat memory flatness: drives the library's own heartbeat loop (runHeartbeats from
// dist/lib, with nodeHttpTransport) at a tiny interval against the local service, and samples
// this process's RSS at beat 100 and at the last beat. Used because the action's helper takes
// its interval in whole seconds, so 1000 beats through it would take over a quarter of an hour.
//
// Usage: node --expose-gc beats.mjs <dist/lib/index.js> <base-url> [beats=1000] [interval-ms=1]
// The API key comes from JOB_MONITOR_API_KEY. Prints one JSON line.
import { pathToFileURL } from 'node:url'

const [libPath, baseUrl, beatsArg, intervalArg] = process.argv.slice(2)
const total = Number(beatsArg ?? 1000)
const intervalMs = Number(intervalArg ?? 1)
const lib = await import(pathToFileURL(libPath).href)
for (const name of ['MonitorClient', 'runHeartbeats', 'nodeHttpTransport']) {
  if (!lib[name]) {
    console.log(JSON.stringify({ error: `dist/lib exports no ${name}` }))
    process.exit(0)
  }
}

const client = new lib.MonitorClient({
  baseUrl,
  apiKey: process.env.JOB_MONITOR_API_KEY ?? '',
  transport: lib.nodeHttpTransport
})
const controller = new globalThis.AbortController()
const samples = {}
let beats = 0
let failed = 0
let lastError
// A full collection before each sample, so the figure is memory still held, not garbage that a
// later collection would have returned anyway.
const sample = () => {
  globalThis.gc?.()
  const m = process.memoryUsage()
  return { rssKiB: Math.round(m.rss / 1024), heapUsedKiB: Math.round(m.heapUsed / 1024) }
}
const t0 = Date.now()
const stats = await lib.runHeartbeats(client, {
  jobName: 'bench-heartbeat-flatness',
  intervalMs,
  signal: controller.signal,
  onBeat: e => {
    beats++
    if (!e.ok) {
      failed++
      lastError = e.error?.message ?? String(e.error)
    }
    if (beats === 100 || beats === total) samples[beats] = sample()
    if (beats >= total) controller.abort()
  }
})
console.log(
  JSON.stringify({
    beats,
    failed,
    lastError,
    elapsedMs: Date.now() - t0,
    at100: samples[100],
    atLast: samples[total],
    stats
  })
)
