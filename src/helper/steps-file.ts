/**
 * The captured steps, handed from the heartbeat helper to the post step: a JSON file under
 * RUNNER_TEMP beside the helper's status, replaced atomically, mode 0600. Its text is redacted
 * by the helper before it is written; the key is never in it.
 */
import { writeFileAtomicSync } from '../util/atomic-writes.js'
import { readRegularFileSync } from '../util/regular-files.js'
import type { StepOutput } from '../steps/step-capture.js'

export interface StepsReport {
  updatedAt: string
  /** Written when the helper stopped: every page still there was read to its end. */
  final: boolean
  steps: StepOutput[]
  /** Pages removed before the helper could open them. */
  missed: number
  /** Steps past the limit, not kept. */
  skipped: number
  trouble?: string
}

export function writeSteps(path: string, report: StepsReport): void {
  writeFileAtomicSync(path, `${JSON.stringify(report)}\n`)
}

export function readSteps(path: string): StepsReport | undefined {
  try {
    const text = readRegularFileSync(path)?.text
    if (text === undefined) return undefined
    const value = JSON.parse(text) as StepsReport
    return Array.isArray(value?.steps) ? value : undefined
  } catch {
    return undefined
  }
}
