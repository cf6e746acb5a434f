/** The action's main step (dist/main). */
import { startedAsScript, stepEntry } from '../action/entry.js'
import { runMain } from '../action/main.js'

export const run = stepEntry(() => runMain())

if (startedAsScript(import.meta.url)) void run()
