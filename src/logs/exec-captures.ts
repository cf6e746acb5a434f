/**
 * Hand-off of `job-monitor exec` captures to the action's post step in the same job: exec
 * writes one file per wrapped command under RUNNER_TEMP (emptied only at job start and end),
 * post reads them all into the end report's logs.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { randomHex } from '../util/random-hex.js'
import { makeDirs } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'

export interface ExecCapture {
  command: string
  jobName?: string
  exitCode: number | null
  signal?: string | null
  startedAt: string
  durationMs: number
  /** Already redacted. */
  output: string
}

/** `runnerTemp`: RUNNER_TEMP, as the front end read it. */
export function capturesDir(runnerTemp: string | undefined): string | undefined {
  return runnerTemp ? join(runnerTemp, 'job-monitor', 'captures') : undefined
}

export async function writeCapture(
  runnerTemp: string | undefined,
  capture: ExecCapture
): Promise<void> {
  const dir = capturesDir(runnerTemp)
  if (dir) await writeCaptureIn(dir, capture)
}

/** Into the folder capturesDir gave (exec reads it with its other settings). */
export async function writeCaptureIn(dir: string, capture: ExecCapture): Promise<void> {
  await makeDirs(dir, 0o700)
  // Sortable by time, unique across processes.
  const name = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${randomHex(4)}`
  await writeFileAtomic(dir, `${name}.json`, JSON.stringify(capture))
}

export async function readCaptures(runnerTemp: string | undefined): Promise<ExecCapture[]> {
  const dir = capturesDir(runnerTemp)
  if (!dir) return []
  let names: string[]
  try {
    names = (await readdir(dir)).filter(n => n.endsWith('.json') && !n.startsWith('.')).sort()
  } catch {
    return []
  }
  const out: ExecCapture[] = []
  for (const name of names) {
    try {
      const text = await readRegularFile(join(dir, name))
      if (text === undefined) continue
      const value = JSON.parse(text) as ExecCapture
      if (typeof value?.command === 'string' && typeof value.output === 'string') out.push(value)
    } catch {
      // A capture that cannot be read is left out; the report goes on.
    }
  }
  return out
}
