/**
 * The heartbeat helper's bundle (dist/heartbeat). Started detached by the main step; its
 * config comes through the environment, its key through stdin (see runHelperProcess).
 */
import { runHelperProcess } from '../helper/heartbeat-helper.js'

runHelperProcess(process.env)
