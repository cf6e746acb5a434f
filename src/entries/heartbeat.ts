/**
 * The heartbeat helper's bundle (dist/heartbeat). Started detached by the main step; its
 * config comes through the environment, its key through stdin (see runHelperProcess).
 */
import { readHelperFacts } from '../environment/helper.js'
import { runHelperProcess } from '../helper/heartbeat-helper.js'

runHelperProcess(readHelperFacts(process.env))
