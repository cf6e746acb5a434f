/**
 * What every step entry (dist/main, dist/post, dist/notify) shares: an exported run() with
 * the last-resort catch, started at once when node runs the entry's file (the runner runs
 * `node dist/main/index.js`). A debugger that imports the entry instead (@github/local-action
 * runs main and post in its own process) calls run() itself, once it has put its own
 * functions in the toolkit's place.
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as runner from './runner.js'
import { failOnErrorOf } from './settings.js'

export function stepEntry(step: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await step()
    } catch (error) {
      // Monitoring trouble never fails the job unless asked; an unexpected error is still shown.
      runner.warning(`job-monitor: ${(error as Error).message}`)
      if (failOnErrorOf(runner.getInput)) runner.setFailed((error as Error).message)
    }
  }
}

/** True when `moduleUrl` is the script node was started with (symbolic links resolved). */
export function startedAsScript(moduleUrl: string, script = process.argv[1]): boolean {
  if (!script) return false
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(script)
  } catch {
    return false
  }
}
