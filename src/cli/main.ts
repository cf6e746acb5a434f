/** Dispatches a subcommand and turns its outcome into an exit code. */
import { commandHelp, parse } from './args.js'
import { COMMANDS } from './command-table.js'
import { ExitCode, UsageError } from './errors.js'
import { VERSION } from '../client/version.js'

export function overview(): string {
  const names = Object.keys(COMMANDS)
  const width = Math.max(...names.map(n => n.length))
  return [
    `job-monitor ${VERSION}: report job runs to the Job Monitoring Service`,
    '',
    'Usage: job-monitor <command> [options]',
    '',
    'Commands:',
    ...names.map(n => `  ${n.padEnd(width)}  ${COMMANDS[n].summary}`),
    '',
    'Configuration: flags, else the variables JOB_MONITOR_API_KEY, JOB_MONITOR_BASE_URL,',
    'JOB_MONITOR_DEPLOYMENT_URL, JOB_MONITOR_PIPELINE_ID, JOB_MONITOR_JOB_NAME, JOB_MONITOR_QUEUE_DIR,',
    'JOB_MONITOR_HEARTBEAT_INTERVAL, JOB_MONITOR_TIMEOUT, JOB_MONITOR_ATTEMPTS,',
    'JOB_MONITOR_PASS_API_KEY, JOB_MONITOR_RECONCILE, JOB_MONITOR_MACHINE, and for reconcile',
    'JOB_MONITOR_GITHUB_TOKEN, JOB_MONITOR_GITLAB_TOKEN, JOB_MONITOR_BUILDKITE_TOKEN. The command',
    'exec runs gets no copy of the key unless --pass-api-key.',
    '',
    "Exit codes: exec exits with its command's code (126 not runnable, 127 not found), and runs",
    'the command unreported when a variable is wrong; the others 0 (done or queued), 1 (the',
    'service refused or failed), 2 (usage). `job-monitor <command> --help` for each command.',
    ''
  ].join('\n')
}

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(overview())
    return name ? ExitCode.ok : ExitCode.usage
  }
  if (name === '--version' || name === '-V') {
    process.stdout.write(`${VERSION}\n`)
    return ExitCode.ok
  }
  try {
    if (!Object.hasOwn(COMMANDS, name))
      throw new UsageError(`unknown command '${name}'; see job-monitor --help`)
    const { flags, positionals } = parse(name, rest)
    if (flags.help) {
      process.stdout.write(commandHelp(name))
      return ExitCode.ok
    }
    if (name === 'exec') {
      // exec loads only what it uses: its start-up is time the wrapped command waits.
      const { runExec } = await import('./exec.js')
      return await runExec(flags, positionals, env)
    }
    if (name === 'reconcile') {
      const { reconcileCommand } = await import('./reconcile.js')
      return await reconcileCommand(flags, env)
    }
    const c = await import('./commands.js')
    switch (name) {
      case 'start':
        return await c.startCommand(flags, env)
      case 'end':
        return await c.endCommand(flags, env)
      case 'heartbeat':
        return await c.heartbeatCommand(flags, env)
      case 'notify':
        return await c.notifyCommand(flags, env)
      case 'pipelines':
        return await c.pipelinesCommand(flags, env)
      case 'replay':
        return await c.replayCommand(flags, env)
      case 'emulator':
        return await c.emulatorSubcommand(flags, env)
      case 'runs':
        return await c.runsSubcommand(flags, env)
    }
    return ExitCode.usage
  } catch (e) {
    if (e instanceof UsageError) {
      const { complain } = await import('./messages.js')
      complain(e.message)
      return ExitCode.usage
    }
    throw e
  }
}
