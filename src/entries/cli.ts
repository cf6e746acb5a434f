#!/usr/bin/env node
/**
 * The `job-monitor` command. --version answers before anything else loads, so the command
 * costs little more than Node's own start-up.
 */
import { VERSION } from '../client/version.js'

// A reader that goes away (`job-monitor pipelines | head -1`: EPIPE) ends our output, not the
// program: what is left of it has nowhere to go, and a wrapped run is still reported.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})

const argv = process.argv.slice(2)
if (argv[0] === '--version' || argv[0] === '-V') {
  process.stdout.write(`${VERSION}\n`)
} else {
  import('../cli/main.js')
    .then(({ main }) => main(argv))
    .then(
      code => {
        // Exit now: an open socket or a lingering timer must not hold the user's pipeline.
        process.exitCode = code
        setImmediate(() => process.exit(code))
      },
      e => {
        process.stderr.write(`job-monitor: ${(e as Error)?.stack ?? e}\n`)
        process.exit(1)
      }
    )
}
