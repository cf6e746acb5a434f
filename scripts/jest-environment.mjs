// The tests' environment: Node's, and a file fails when it leaves open what keeps a process
// alive (scripts/open-handles.mjs). Jest runs many files one after another in each worker
// process; what one leaves open (a server, a running child process, a socket or pipe still
// read, a timer that is not unref'd) keeps that worker alive after the run, and Jest then kills
// it with "A worker process has failed to exit gracefully". Here, once a file's afterAll hooks
// have run, what it opened has a grace to close (a server's kept-alive sockets, a killed
// child's pipes); what still holds the process then fails the file, named.
import NodeEnvironment from 'jest-environment-node'
import { leftOpenAfter, openNow } from './open-handles.mjs'

/** How long what a file closed may take to be gone. */
const GRACE_MS = 2000

export default class LeakCheckingEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context)
    this.testPath = context.testPath
    this.before = openNow()
  }

  async teardown() {
    await super.teardown()
    const left = await leftOpenAfter(this.before, GRACE_MS)
    if (left.lines.length === 0) return
    // Failed, it no longer holds the worker (or, run in band, Jest itself) open.
    for (const h of left.handles) h.unref?.()
    throw new Error(
      `${this.testPath} left open what keeps a process alive, ${GRACE_MS / 1000} s after its` +
        ` last test (close it in the test, or in afterAll):\n` +
        left.lines.map(line => `  ${line}`).join('\n')
    )
  }
}
