#!/usr/bin/env bats
# The plugin's hooks, run as the agent runs them (pre-command, then the command, then pre-exit,
# each in its own process) against the job-monitor emulator. job-monitor is the repository's
# build (dist/cli), or the one JOB_MONITOR_TEST_CLI names.

setup_file() {
  local repo bin
  repo="$(cd "$BATS_TEST_DIRNAME/../.." && pwd)"
  bin="$BATS_FILE_TMPDIR/bin"
  mkdir -p "$bin"
  printf '#!/bin/sh\nexec node "%s" "$@"\n' "${JOB_MONITOR_TEST_CLI:-$repo/dist/cli/index.js}" >"$bin/job-monitor"
  chmod +x "$bin/job-monitor"
  export PATH="$bin:$PATH"
  export JOB_MONITOR_API_KEY=jm_buildkite_plugin_key_1a2b3c4d
  export JOB_MONITOR_QUEUE_DIR="$BATS_FILE_TMPDIR/queue"

  job-monitor emulator --port 0 --heartbeat-interval 1 --hourly-limit 10000 \
    >"$BATS_FILE_TMPDIR/emulator.out" 2>&1 &
  echo "$!" >"$BATS_FILE_TMPDIR/emulator.pid"
  local i
  for i in $(seq 100); do
    JOB_MONITOR_BASE_URL="$(head -n 1 "$BATS_FILE_TMPDIR/emulator.out")"
    [[ "$JOB_MONITOR_BASE_URL" == http://* ]] && break
    sleep 0.1
  done
  export JOB_MONITOR_BASE_URL
}

teardown_file() {
  kill "$(cat "$BATS_FILE_TMPDIR/emulator.pid")" 2>/dev/null || true
}

setup() {
  export TMPDIR="$BATS_TEST_TMPDIR"
  export BUILDKITE_JOB_ID="job-$BATS_TEST_NUMBER"
  export BUILDKITE_STEP_KEY="step-$BATS_TEST_NUMBER"
  export BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL=1
  unset BUILDKITE_COMMAND_EXIT_STATUS BUILDKITE_JOB_CANCELLED BUILDKITE_JOB_TIMED_OUT
  unset BUILDKITE_BUILD_URL BUILDKITE_LABEL BUILDKITE_PLUGIN_NAME
  hooks="$BATS_TEST_DIRNAME/../hooks"
  state="$TMPDIR/job-monitor-$BUILDKITE_JOB_ID"
}

# The emulator's run of a job: "status heartbeats error_details tags", or how many runs it has.
run_of() {
  job-monitor runs --json | node -e '
    const runs = JSON.parse(require("fs").readFileSync(0, "utf8")).filter(r => r.job_name === process.argv[1])
    const r = runs[0]
    console.log(runs.length === 1 ? [r.status, r.heartbeats, r.error_details, (r.tags || []).join(",")].join("|") : `${runs.length} runs`)
  ' -- "$1"
}

@test "a command that succeeds: start, heartbeats, end with success" {
  run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  # The run's private folder: no file in it holds the key.
  [ -f "$state/state.json" ]
  [ -z "$(grep -rF "$JOB_MONITOR_API_KEY" "$state" || true)" ]
  # The command, running until two heartbeats (1 s apart) have come (at most 10 s).
  sleep 2
  local i
  for i in $(seq 32); do
    IFS='|' read -r _ beats _ _ <<<"$(run_of step-1)"
    [ "${beats:-0}" -ge 2 ] && break
    sleep 0.25
  done

  BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  [ ! -e "$state" ]
  IFS='|' read -r outcome beats details _ <<<"$(run_of step-1)"
  [ "$outcome" = success ]
  [ "$beats" -ge 2 ]
  [ "$details" = None ]
}

@test "a command that fails: the end report carries its exit status" {
  BUILDKITE_PLUGIN_JOB_MONITOR_JOB_NAME=deploy-web \
    BUILDKITE_PLUGIN_JOB_MONITOR_TAGS_0=web BUILDKITE_PLUGIN_JOB_MONITOR_TAGS_1=deploy \
    run "$hooks/pre-command"
  [ "$status" -eq 0 ]

  BUILDKITE_COMMAND_EXIT_STATUS=2 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  # Its heartbeats are not counted: one may come (1 s apart) on a loaded machine.
  IFS='|' read -r outcome _beats details tags <<<"$(run_of deploy-web)"
  [ "$outcome|$details|$tags" = "failed|exit status 2|web,deploy" ] || {
    run_of deploy-web
    false
  }
}

@test "pre-exit after a cancel: the run ends cancelled and its heartbeats stop" {
  run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  pid="$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).helperPid' "$state/state.json")"
  kill -0 "$pid"

  # The agent interrupted the command: its exit status is the signal's, and the job is cancelled.
  BUILDKITE_JOB_CANCELLED=true BUILDKITE_COMMAND_EXIT_STATUS=143 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  IFS='|' read -r outcome _ details _ <<<"$(run_of step-3)"
  [ "$outcome" = cancelled ]
  [ "$details" = "the job was cancelled" ]
  # Gone, or a zombie its new parent has not reaped yet (ps: Linux and macOS alike).
  ! kill -0 "$pid" 2>/dev/null || [ "$(ps -o stat= -p "$pid" | cut -c1)" = Z ]
  [ ! -e "$state" ]
}

@test "monitoring trouble never fails the job: the service unreachable, then no key" {
  JOB_MONITOR_ATTEMPTS=1 BUILDKITE_PLUGIN_JOB_MONITOR_BASE_URL=http://127.0.0.1:9 \
    run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  JOB_MONITOR_ATTEMPTS=1 BUILDKITE_PLUGIN_JOB_MONITOR_BASE_URL=http://127.0.0.1:9 \
    BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  [[ "$output" == *"queued"* ]]

  JOB_MONITOR_API_KEY='' run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  [[ "$output" == *"not reported"* ]]
  BUILDKITE_COMMAND_EXIT_STATUS=1 JOB_MONITOR_API_KEY='' run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
}

@test "a mistake in the plugin's settings fails the job, naming the setting" {
  BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL=often run "$hooks/pre-command"
  [ "$status" -eq 2 ]
  [[ "$output" == *"--heartbeat-interval"* ]]
}

# The helper's pid from the state file pre-command left.
helper_pid() {
  node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).helperPid' "$state/state.json"
}

# Gone, or a zombie its new parent has not reaped yet (ps: Linux and macOS alike).
gone() {
  ! kill -0 "$1" 2>/dev/null || [ "$(ps -o stat= -p "$1" | cut -c1)" = Z ]
}

@test "a job that timed out ends failed, timed out, with the job's page" {
  run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  # The agent's job time-out cancels the job and says so (buildkite/agent internal/job/executor.go).
  BUILDKITE_JOB_CANCELLED=true BUILDKITE_JOB_TIMED_OUT=true BUILDKITE_COMMAND_EXIT_STATUS=-1 \
    BUILDKITE_BUILD_URL=https://buildkite.com/acme/app/builds/7 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  [ "$(run_of step-6)" = "failed|0|timed out; see https://buildkite.com/acme/app/builds/7#job-6|" ] || {
    run_of step-6
    false
  }
}

@test "a command killed by a signal (exit status -1) ends the run, and its heartbeats stop" {
  run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  pid="$(helper_pid)"
  kill -0 "$pid"
  BUILDKITE_COMMAND_EXIT_STATUS=-1 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  IFS='|' read -r outcome _ details _ <<<"$(run_of step-7)"
  [ "$outcome" = failed ]
  [ "$details" = "exit status -1 (killed by a signal)" ]
  gone "$pid"
}

@test "a step labelled '- lint' is reported under its label, and does not fail" {
  unset BUILDKITE_STEP_KEY
  BUILDKITE_LABEL='- lint' run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  [ "$(run_of '- lint')" = "success|0|None|" ]
}

@test "settings under the prefix the agent gave another location's name are read, not ignored" {
  # Referenced as github.com/OWNER/job-monitor/buildkite-plugin, the agent names the plugin
  # BUILDKITE_PLUGIN (buildkite/agent agent/plugin/plugin.go) and its settings follow.
  BUILDKITE_PLUGIN_NAME=BUILDKITE_PLUGIN BUILDKITE_PLUGIN_BUILDKITE_PLUGIN_JOB_NAME=renamed \
    BUILDKITE_PLUGIN_BUILDKITE_PLUGIN_TAGS_0=kept run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  BUILDKITE_PLUGIN_NAME=BUILDKITE_PLUGIN BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  [ "$(run_of renamed)" = "success|0|None|kept" ]
}

@test "job-monitor missing from the agent does not fail the job, and says so" {
  BUILDKITE_PLUGIN_JOB_MONITOR_COMMAND=/nonexistent/job-monitor run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  [[ "$output" == *"this job is not reported"* ]]
  BUILDKITE_PLUGIN_JOB_MONITOR_COMMAND=/nonexistent/job-monitor BUILDKITE_COMMAND_EXIT_STATUS=0 \
    run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
}

@test "a command that fails with a log file: error_details quote its error line" {
  printf 'building\nERROR: connection to warehouse timed out\ncleaning up\n' >"$TMPDIR/build.log"
  run "$hooks/pre-command"
  [ "$status" -eq 0 ]

  BUILDKITE_PLUGIN_JOB_MONITOR_LOG_FILE="$TMPDIR/build.log" BUILDKITE_COMMAND_EXIT_STATUS=3 \
    run "$hooks/pre-exit"
  [ "$status" -eq 0 ]
  details="$(job-monitor runs --json | node -e '
    const runs = JSON.parse(require("fs").readFileSync(0, "utf8")).filter(r => r.job_name === process.argv[1])
    console.log(JSON.stringify(runs.map(r => r.error_details)))
  ' -- "$BUILDKITE_STEP_KEY")"
  [ "$details" = '["exit status 3\n\nERROR: connection to warehouse timed out\n...\nbuilding\ncleaning up"]' ] || {
    echo "$details"
    false
  }
}

# The schedule metadata of a job's run: "cron|zone|grace", empty when its start carried none.
schedule_of() {
  job-monitor runs --json | node -e '
    const r = JSON.parse(require("fs").readFileSync(0, "utf8")).find(r => r.job_name === process.argv[1])
    const m = (r && r.metadata) || {}
    console.log(m["job_monitor.schedule.cron"] ? [m["job_monitor.schedule.cron"], m["job_monitor.schedule.timezone"], m["job_monitor.schedule.grace_seconds"]].join("|") : "")
  ' -- "$1"
}

@test "a scheduled build's run carries its schedule, read in UTC or the zone it names; a push's none" {
  export BUILDKITE=true BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL=0
  BUILDKITE_SOURCE=schedule BUILDKITE_PLUGIN_JOB_MONITOR_SCHEDULE='0 3 * * *' \
    BUILDKITE_STEP_KEY=nightly run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$(schedule_of nightly)" = "0 3 * * *|UTC|600" ]

  BUILDKITE_JOB_ID=job-zoned BUILDKITE_SOURCE=schedule BUILDKITE_STEP_KEY=zoned \
    BUILDKITE_PLUGIN_JOB_MONITOR_SCHEDULE='0 9 * * 1-5 Australia/Melbourne' \
    BUILDKITE_PLUGIN_JOB_MONITOR_SCHEDULE_GRACE=900 run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  BUILDKITE_JOB_ID=job-zoned BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$(schedule_of zoned)" = "0 9 * * 1-5|Australia/Melbourne|900" ]

  BUILDKITE_JOB_ID=job-pushed BUILDKITE_SOURCE=webhook BUILDKITE_STEP_KEY=pushed \
    BUILDKITE_PLUGIN_JOB_MONITOR_SCHEDULE='0 3 * * *' run "$hooks/pre-command"
  [ "$status" -eq 0 ]
  [[ "$output" == *"started by webhook, not by its schedule"* ]]
  BUILDKITE_JOB_ID=job-pushed BUILDKITE_COMMAND_EXIT_STATUS=0 run "$hooks/pre-exit"
  [ "$(schedule_of pushed)" = "" ]

  BUILDKITE_SOURCE=schedule BUILDKITE_PLUGIN_JOB_MONITOR_SCHEDULE='0 3 * *' run "$hooks/pre-command"
  [ "$status" -eq 2 ]
  [[ "$output" == *"--schedule is no cron expression"* ]]
}
