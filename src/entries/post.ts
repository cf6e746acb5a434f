/** The action's post step (dist/post). */
import * as core from '../action/runner.js'
import { runPost } from '../action/post.js'

runPost().catch(error => {
  // The post step never fails the job unless asked.
  core.warning(`job-monitor: ${(error as Error).message}`)
  if (/^true$/i.test(core.getInput('fail-on-error'))) core.setFailed((error as Error).message)
})
