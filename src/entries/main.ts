/** The action's main step (dist/main). */
import * as core from '../action/runner.js'
import { runMain } from '../action/main.js'

runMain().catch(error => {
  // Monitoring trouble never fails the job unless asked; an unexpected error is still shown.
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (/^true$/i.test(core.getInput('fail-on-error'))) core.setFailed((error as Error).message)
})
