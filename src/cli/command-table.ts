/**
 * The subcommands as the command line knows them: each one's summary, usage, flags (with their
 * help) and examples. The parser (args.ts) and --help read this one table, so a flag cannot be
 * accepted without being documented, nor documented without being accepted.
 */
import { reconcileCommand, recordOptions } from './reconcile-options.js'

export type Option = {
  type: 'string' | 'boolean'
  multiple?: boolean
  short?: string
  help: string
  value?: string
}

const service: Record<string, Option> = {
  'base-url': { type: 'string', value: 'URL', help: 'the service address (JOB_MONITOR_BASE_URL)' },
  'api-key': {
    type: 'string',
    value: 'KEY',
    help: 'the API key; prefer JOB_MONITOR_API_KEY: a flag shows in `ps`'
  },
  timeout: {
    type: 'string',
    value: 'SECONDS',
    help: 'per request timeout (JOB_MONITOR_TIMEOUT, default 30)'
  },
  attempts: {
    type: 'string',
    value: 'N',
    help: 'attempts per request (JOB_MONITOR_ATTEMPTS, default 3)'
  },
  quiet: { type: 'boolean', short: 'q', help: "don't print job-monitor's own messages" }
}

/** For the commands that queue what they could not deliver. */
const queued: Record<string, Option> = {
  'queue-dir': {
    type: 'string',
    value: 'DIR',
    help: 'where undelivered reports wait (JOB_MONITOR_QUEUE_DIR)'
  }
}

const runFields: Record<string, Option> = {
  'job-name': {
    type: 'string',
    short: 'n',
    value: 'NAME',
    help: 'the job name (JOB_MONITOR_JOB_NAME)'
  },
  metadata: { type: 'string', value: 'JSON', help: 'a JSON object of metadata' },
  meta: {
    type: 'string',
    multiple: true,
    value: 'KEY=VALUE',
    help: 'one metadata entry (repeatable); numbers and true/false are typed: for a string of digits use --metadata'
  },
  tag: { type: 'string', multiple: true, value: 'TAG', help: 'a tag (repeatable)' }
}

const deploymentUrl: Record<string, Option> = {
  'deployment-url': {
    type: 'string',
    value: 'URL',
    help: "the pipeline endpoints' address (JOB_MONITOR_DEPLOYMENT_URL)"
  }
}

const pipeline: Record<string, Option> = {
  ...deploymentUrl,
  'pipeline-id': {
    type: 'string',
    value: 'ID',
    help: 'the pipeline to notify (JOB_MONITOR_PIPELINE_ID)'
  }
}

const heartbeatInterval: Option = {
  type: 'string',
  value: 'SECONDS',
  help: 'seconds between heartbeats, 0 = off (JOB_MONITOR_HEARTBEAT_INTERVAL, default 300)'
}

/** The job's schedule (schedule.ts): its reports say the slot each run stands for. */
const schedule: Record<string, Option> = {
  schedule: {
    type: 'string',
    value: 'CRON',
    help: "the job's cron schedule, such as '*/15 * * * *' (JOB_MONITOR_SCHEDULE): each report says the slot its run stands for, and the emulator which slots no run came for; CRON_TZ=ZONE may lead it"
  },
  'schedule-timezone': {
    type: 'string',
    value: 'ZONE',
    help: "the zone --schedule is read in, such as Europe/Berlin (JOB_MONITOR_SCHEDULE_TIMEZONE; default this machine's, as cron reads a crontab)"
  },
  'schedule-grace': {
    type: 'string',
    value: 'SECONDS',
    help: 'how late after its slot a run may start before the job is late (JOB_MONITOR_SCHEDULE_GRACE, default 300)'
  }
}

/** How long `start` and `end` wait for their report before queueing it. */
const reportWait: Record<string, Option> = {
  wait: {
    type: 'string',
    value: 'SECONDS',
    help: 'longest wait before the report is queued (default 15)'
  }
}

/** Who may end a run from the CI's record, and the machine's kind (run-record.ts). */
const records = recordOptions

const help: Record<string, Option> = {
  help: { type: 'boolean', short: 'h', help: 'show this help' }
}

export interface Command {
  summary: string
  usage: string
  options: Record<string, Option>
  examples: string[]
  /**
   * The command takes a command to run: its first word that is not an option (or whatever
   * follows `--`) starts it, and everything after that word is the command's, options included.
   */
  runsCommand?: boolean
}

export const COMMANDS: Record<string, Command> = {
  exec: {
    summary: 'run a command and report its run: start, heartbeats, end with its output',
    usage: 'job-monitor exec [options] [--] <command> [args...]',
    options: {
      ...runFields,
      'heartbeat-interval': heartbeatInterval,
      ...schedule,
      'log-max-bytes': {
        type: 'string',
        value: 'BYTES',
        help: 'output kept for the report, head and tail (default 65536)'
      },
      'end-timeout': {
        type: 'string',
        value: 'SECONDS',
        help: 'longest wait for the reports after the command ends (default 15); then they are queued'
      },
      'kill-after': {
        type: 'string',
        value: 'SECONDS',
        help: 'after a cancel (SIGINT/SIGTERM/SIGHUP, Ctrl-C/Ctrl-Break), kill what is left of the command this much later (default 10); a second cancel kills it at once'
      },
      'pass-api-key': {
        type: 'boolean',
        help: 'give the command the API key as JOB_MONITOR_API_KEY (JOB_MONITOR_PASS_API_KEY); without it, the command gets no copy of the key'
      },
      ...records,
      ...pipeline,
      ...service,
      ...queued,
      ...help
    },
    runsCommand: true,
    examples: [
      'job-monitor exec --job-name nightly-backup -- ./backup.sh --full',
      'job-monitor exec -n unit-tests npm test',
      'job-monitor exec -n etl --meta rows=1200 --tag nightly --heartbeat-interval 60 -- python etl.py',
      "job-monitor exec -n export --schedule '*/15 * * * *' --schedule-timezone Europe/Berlin -- ./export.sh"
    ]
  },
  start: {
    summary: 'send a start report; prints the run id (for scripts that cannot use exec)',
    usage: 'job-monitor start --job-name NAME [--format text|env|json] [--state-file DIR]',
    options: {
      ...runFields,
      'state-file': {
        type: 'string',
        value: 'FILE',
        help: 'also start heartbeats in the background and keep the run in the private folder DIR for `end --state-file` (never fails the job)'
      },
      'heartbeat-interval': heartbeatInterval,
      ...schedule,
      ...deploymentUrl,
      'pipeline-id': {
        type: 'string',
        value: 'ID',
        help: 'with --state-file: the pipeline notified at the start and the end (JOB_MONITOR_PIPELINE_ID)'
      },
      format: {
        type: 'string',
        value: 'FORMAT',
        help: 'text (the run id), env (lines to eval), json'
      },
      ...records,
      ...reportWait,
      ...service,
      ...queued,
      ...help
    },
    examples: [
      'eval "$(job-monitor start --job-name nightly --format env)"',
      'RUN_ID=$(job-monitor start -n nightly)',
      'job-monitor start -n "$CI_JOB_NAME" --state-file "/tmp/job-monitor-$CI_JOB_ID"'
    ]
  },
  end: {
    summary: 'send an end report for a run begun with `start`',
    usage:
      'job-monitor end --status success|failed|cancelled [--run-id ID | --run-key KEY] --start-time TIME\n       job-monitor end --status WORD --state-file DIR',
    options: {
      ...runFields,
      status: {
        type: 'string',
        value: 'STATUS',
        help: 'success, failed or cancelled; also canceled, timedout, failure, unstable, aborted, passed, an exit status'
      },
      'state-file': {
        type: 'string',
        value: 'FILE',
        help: 'the run `start --state-file` began: stop its heartbeats, end it, remove DIR (never fails the job)'
      },
      ...deploymentUrl,
      'run-id': {
        type: 'string',
        value: 'ID',
        help: 'the run id from `start` (JOB_MONITOR_RUN_ID)'
      },
      'run-key': {
        type: 'string',
        value: 'KEY',
        help: 'the local run key from `start` when its report was queued (JOB_MONITOR_RUN_KEY)'
      },
      'start-time': {
        type: 'string',
        value: 'TIME',
        help: 'the start_time from `start`, byte for byte (JOB_MONITOR_START_TIME)'
      },
      error: {
        type: 'string',
        value: 'TEXT',
        help: 'what went wrong (sent as error_details); by default, what the status says (exit status 2, timed out), and None for a success'
      },
      'job-url': {
        type: 'string',
        value: 'URL',
        help: "the job's page, named in error_details when the run did not succeed (such as $CI_JOB_URL)"
      },
      'log-file': {
        type: 'string',
        value: 'FILE',
        help: 'a log file whose head and tail go into the report'
      },
      'log-max-bytes': {
        type: 'string',
        value: 'BYTES',
        help: 'bytes of the log file kept (default 65536)'
      },
      ...records,
      ...reportWait,
      ...service,
      ...queued,
      ...help
    },
    examples: [
      'eval "$(job-monitor start -n nightly --format env)"; ./job.sh; job-monitor end --status success',
      'job-monitor end -n nightly --status failed --error "disk full" --run-id "$RUN_ID" --start-time "$START"',
      'job-monitor end --status "$CI_JOB_STATUS" --state-file "/tmp/job-monitor-$CI_JOB_ID"'
    ]
  },
  heartbeat: {
    summary: 'send one heartbeat',
    usage: 'job-monitor heartbeat --job-name NAME [--meta key=value ...]',
    options: {
      'job-name': runFields['job-name'],
      metadata: runFields.metadata,
      meta: runFields.meta,
      ...service,
      ...help
    },
    examples: ['job-monitor heartbeat -n nightly --meta progress=40']
  },
  notify: {
    summary: 'send a pipeline notification',
    usage: 'job-monitor notify --pipeline-id ID --status running|success|failed [--message TEXT]',
    options: {
      status: { type: 'string', value: 'STATUS', help: 'running, success or failed' },
      message: { type: 'string', value: 'TEXT', help: 'a status message' },
      metadata: runFields.metadata,
      meta: runFields.meta,
      ...pipeline,
      ...service,
      ...queued,
      ...help
    },
    examples: [
      'job-monitor notify --pipeline-id etl --status success --meta records=1200 --meta seconds=42.5'
    ]
  },
  pipelines: {
    summary: 'list pipelines (GET /api/v1/pipelines)',
    usage: 'job-monitor pipelines [--json]',
    options: {
      json: { type: 'boolean', help: 'print the answer as JSON' },
      ...deploymentUrl,
      ...service,
      ...help
    },
    examples: ['job-monitor pipelines', 'job-monitor pipelines --json | jq .']
  },
  replay: {
    summary: 'send what the local queue holds (safe to run at any time, and twice)',
    usage: 'job-monitor replay [--wait SECONDS]',
    options: {
      wait: {
        type: 'string',
        value: 'SECONDS',
        help: 'longest a replay runs (default 120); what is not sent by then stays queued'
      },
      ...deploymentUrl,
      ...service,
      ...queued,
      ...help
    },
    examples: ['job-monitor replay', '*/10 * * * * job-monitor replay --quiet   # crontab']
  },
  reconcile: reconcileCommand({ ...service, ...queued, ...help }),
  emulator: {
    summary: 'run the local service emulator (for dry runs and tests)',
    usage: 'job-monitor emulator [--port N] [--api-key KEY]',
    options: {
      port: { type: 'string', value: 'N', help: 'port on 127.0.0.1, 0 = a free one (default 0)' },
      'api-key': {
        type: 'string',
        value: 'KEY',
        help: 'the key it accepts (default JOB_MONITOR_API_KEY, else one it makes up and prints)'
      },
      host: { type: 'string', value: 'HOST', help: 'address to listen on (default 127.0.0.1)' },
      'hourly-limit': {
        type: 'string',
        value: 'N',
        help: 'requests per hour per key (default 100)'
      },
      'heartbeat-interval': {
        type: 'string',
        value: 'SECONDS',
        help: 'the interval behind next_expected, and after which a silent run is stalled (default 300)'
      },
      data: {
        type: 'string',
        value: 'FILE',
        help: 'keep the run history in this SQLite file, across restarts (Node >= 22.13)'
      },
      'retention-days': {
        type: 'string',
        value: 'N',
        help: 'forget runs last active more than N days ago (default: keep them)'
      },
      ...help
    },
    examples: [
      'job-monitor emulator --port 8080',
      'JOB_MONITOR_API_KEY=dev job-monitor emulator',
      'job-monitor emulator --port 8080 --data ~/.job-monitor/history.db --retention-days 30'
    ]
  },
  runs: {
    summary: "print the emulator's run history",
    usage:
      'job-monitor runs [--url URL] [--job NAME] [--status STATE] [--since TIME] [--until TIME] [--limit N] [--json]',
    options: {
      url: {
        type: 'string',
        value: 'URL',
        help: "the emulator's address (default JOB_MONITOR_BASE_URL)"
      },
      job: { type: 'string', value: 'NAME', help: "only this job's runs" },
      status: {
        type: 'string',
        value: 'STATE',
        help: 'only runs in this state: running, stalled, success, failed, cancelled'
      },
      since: {
        type: 'string',
        value: 'TIME',
        help: 'only runs started at or after TIME (ISO 8601, or 30m, 2h, 7d ago)'
      },
      until: { type: 'string', value: 'TIME', help: 'only runs started before TIME' },
      limit: { type: 'string', value: 'N', help: 'only the newest N' },
      json: { type: 'boolean', help: 'print JSON (each run with its state and duration)' },
      ...help
    },
    examples: [
      'job-monitor runs --url http://127.0.0.1:8080',
      'job-monitor runs --status stalled',
      'job-monitor runs --job nightly --since 7d --json'
    ]
  }
}
