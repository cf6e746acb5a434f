/**
 * A duration as every front end says it: the emulator's pages and `runs`, exec's line of how
 * its command ended, the slower-than-usual note. One way, so that a run is the same length
 * wherever it is read.
 */

/** 30 ms, 4.2 s, 3 min 5 s, 2 h 10 min. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds * 10) / 10)
  // "0.0 s" reads as no time at all: a run of `exec -- true` takes some milliseconds.
  if (s === 0) return `${Math.round(Math.max(0, seconds) * 1000)} ms`
  if (s < 60) return `${s.toFixed(1)} s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min ${Math.round(s % 60)} s`
  return `${Math.floor(m / 60)} h ${m % 60} min`
}
