/** The action's post step (dist/post). It never fails the job unless asked. */
import { startedAsScript, stepEntry } from '../action/entry.js'
import { runPost } from '../action/post.js'

export const run = stepEntry(() => runPost())

if (startedAsScript(import.meta.url)) void run()
