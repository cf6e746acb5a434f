// The tests' environment: Node's, and a file fails when it leaves open what keeps a process
// alive (scripts/open-handles.mjs). Jest runs many files one after another in each worker
// process; what one leaves open (a server, a running child process, a socket or pipe still
// read, a timer that is not unref'd) keeps that worker alive after the run, and Jest then kills
// it with "A worker process has failed to exit gracefully". Here, once a file's afterAll hooks
// have run, what it opened has a grace to close (a server's kept-alive sockets, a killed
// child's pipes); what still holds the process then fails the file, named.
//
// With the option `ownHome`, a file also runs with a home of its own (HOME, XDG_STATE_HOME,
// LOCALAPPDATA in a temporary folder, removed after it): what a test writes where the user's
// own state would go (the queue's default folder, the key's hourly ledger) never reaches the
// developer's home, nor a later run of the suite on the same machine, whose ledger it would fill.
import NodeEnvironment from 'jest-environment-node'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leftOpenAfter, openNow } from './open-handles.mjs'

/** The variables that say where a user's home and state are. */
const HOME_VARIABLES = ['HOME', 'XDG_STATE_HOME', 'LOCALAPPDATA']

/** How long what a file closed may take to be gone. */
const GRACE_MS = 2000

export default class LeakCheckingEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context)
    this.testPath = context.testPath
    if (config.projectConfig.testEnvironmentOptions?.ownHome) this.ownHome()
    this.before = openNow()
  }

  /** HOME and the state folders in a temporary folder, in this process and the file's sandbox. */
  ownHome() {
    this.home = mkdtempSync(join(tmpdir(), 'jm-test-home-'))
    this.saved = Object.fromEntries(HOME_VARIABLES.map(name => [name, process.env[name]]))
    const own = {
      HOME: this.home,
      XDG_STATE_HOME: join(this.home, '.local', 'state'),
      LOCALAPPDATA: join(this.home, 'AppData', 'Local')
    }
    for (const [name, value] of Object.entries(own)) {
      process.env[name] = value
      this.global.process.env[name] = value
    }
  }

  async teardown() {
    await super.teardown()
    if (this.home) {
      for (const [name, value] of Object.entries(this.saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      rmSync(this.home, { recursive: true, force: true })
    }
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
