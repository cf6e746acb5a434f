/** The action's main step (dist/main). */
import * as core from '../action/runner.js'
import { failOnErrorOf } from '../action/settings.js'
import { runMain } from '../action/main.js'

runMain().catch(error => {
  // Monitoring trouble never fails the job unless asked; an unexpected error is still shown.
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (failOnErrorOf(core.getInput)) core.setFailed((error as Error).message)
})
