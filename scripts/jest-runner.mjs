// Jest's runner, and a run fails when a worker had to be killed at its end. Each test file is
// checked for what it leaves open as it ends (scripts/jest-environment.mjs); what one starts
// after that (a callback that opens something once the file is over) still keeps its worker
// alive, and Jest then kills the worker and only says so ("A worker process has failed to exit
// gracefully"). Here that message fails the run.
import TestRunner from 'jest-runner'

const FORCED = 'A worker process has failed to exit gracefully'

export default class ExitCheckingRunner extends TestRunner {
  async runTests(...args) {
    const error = console.error
    let forced = false
    console.error = (...message) => {
      if (String(message[0]).includes(FORCED)) forced = true
      error(...message)
    }
    try {
      await super.runTests(...args)
    } finally {
      console.error = error
    }
    if (forced)
      throw new Error(
        'a test file left something open after its last test that kept its worker alive, so the' +
          ' worker was killed: run the files of this run one by one (npm test -- <file>) to find it'
      )
  }
}
