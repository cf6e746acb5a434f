/** The notify sub-action's step (dist/notify). */
import * as core from '../action/runner.js'
import { failOnErrorOf } from '../action/settings.js'
import { runNotify } from '../action/notify.js'

runNotify().catch(error => {
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (failOnErrorOf(core.getInput)) core.setFailed((error as Error).message)
})
