/** The notify sub-action's step (dist/notify). */
import * as core from '../action/runner.js'
import { runNotify } from '../action/notify.js'

runNotify().catch(error => {
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (/^true$/i.test(core.getInput('fail-on-error'))) core.setFailed((error as Error).message)
})
