/** The notify sub-action's step (dist/notify). */
import { startedAsScript, stepEntry } from '../action/entry.js'
import { runNotify } from '../action/notify.js'

export const run = stepEntry(() => runNotify(process.env))

if (startedAsScript(import.meta.url)) void run()
