#!/usr/bin/env node
/**
 * The `job-monitor` command. --version answers before anything else loads, so the command
 * costs little more than Node's own start-up.
 */
import { VERSION } from '../client/version.js'
import { HELPER_SUBCOMMAND } from '../cli/helper-command.js'

// A reader that goes away (`job-monitor pipelines | head -1`: EPIPE) ends our output, not the
// program: what is left of it has nowhere to go, and a wrapped run is still reported.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

const argv = process.argv.slice(2)
if (argv[0] === '--version' || argv[0] === '-V') {
  process.stdout.write(`${VERSION}\n`)
} else if (argv[0] === HELPER_SUBCOMMAND) {
  // The detached heartbeat process of `start --state-file`: it exits by itself when stopped.
  Promise.all([import('../helper/heartbeat-helper.js'), import('../environment/helper.js')]).then(
    ([{ runHelperProcess }, { readHelperFacts }]) => runHelperProcess(readHelperFacts(process.env))
  )
} else {
  import('../cli/main.js')
    .then(({ main }) => main(argv, process.env))
    .then(
      code => exitAfterOutput(code),
      e => {
        process.stderr.write(`job-monitor: ${(e as Error)?.stack ?? e}\n`)
        exitAfterOutput(1)
      }
    )
}

/**
 * Exits once what we wrote has left: into a pipe (`| jq .`) Node writes what does not fit in
 * the pipe later, and exiting before would cut the output. Then exit at once: an open socket
 * or a lingering timer must not hold the user's pipeline. Only a reader that stops reading
 * holds us, as it would hold any program writing to it; one that goes away (EPIPE) does not.
 */
function exitAfterOutput(code: number): void {
  process.exitCode = code
  let waiting = 2
  const oneFlushed = (): void => {
    if (--waiting === 0) process.exit(code)
  }
  for (const stream of [process.stdout, process.stderr]) {
    // Written in order: the callback of an empty write runs once all before it are out.
    if (stream.destroyed || !stream.writable) oneFlushed()
    else stream.write('', () => oneFlushed())
  }
}
