/** The action's post step (dist/post). */
import * as core from '../action/runner.js'
import { failOnErrorOf } from '../action/settings.js'
import { runPost } from '../action/post.js'

runPost().catch(error => {
  // The post step never fails the job unless asked.
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (failOnErrorOf(core.getInput)) core.setFailed((error as Error).message)
})
