#!/bin/bash
# What both hooks share: the plugin's configuration (BUILDKITE_PLUGIN_JOB_MONITOR_*) and where
# the run is kept between them. The API key is never read here: job-monitor takes it from
# JOB_MONITOR_API_KEY in the job's environment (a Buildkite secret, or the agent's
# environment hook), so it is on no command line.

# The agent names the settings' variables after the last part of the plugin's location, less
# `-buildkite-plugin` (buildkite/agent agent/plugin/plugin.go), and says the name it used in
# BUILDKITE_PLUGIN_NAME. Every reference the docs give makes it JOB_MONITOR; a copy under
# another name (such as this repository's folder, `buildkite-plugin`, referenced directly) gets
# another prefix, whose settings are read here the same rather than silently ignored.
if [[ -n "${BUILDKITE_PLUGIN_NAME:-}" && "$BUILDKITE_PLUGIN_NAME" != JOB_MONITOR &&
  "$BUILDKITE_PLUGIN_NAME" =~ ^[A-Z0-9_]+$ ]]; then
  for job_monitor_var in $(compgen -e "BUILDKITE_PLUGIN_${BUILDKITE_PLUGIN_NAME}_"); do
    export "BUILDKITE_PLUGIN_JOB_MONITOR_${job_monitor_var#"BUILDKITE_PLUGIN_${BUILDKITE_PLUGIN_NAME}_"}=${!job_monitor_var}"
  done
fi

# The command that runs job-monitor, word-split (it may be `npx ... job-monitor`).
read -r -a job_monitor <<<"${BUILDKITE_PLUGIN_JOB_MONITOR_COMMAND:-job-monitor}"

# Who ends the run from Buildkite's record when its end cannot reach the service: the next job of
# the step (pre-exit's `reconcile --next`), a scheduled sweep, or nobody.
job_monitor_reconcile="${BUILDKITE_PLUGIN_JOB_MONITOR_RECONCILE:-${JOB_MONITOR_RECONCILE:-next-run}}"

# The run between pre-command and pre-exit: no secret in it, removed by pre-exit.
job_monitor_state_file="${TMPDIR:-/tmp}/job-monitor-${BUILDKITE_JOB_ID:-job}"

# --base-url when the step sets one; else job-monitor reads JOB_MONITOR_BASE_URL.
job_monitor_service=()
if [[ -n "${BUILDKITE_PLUGIN_JOB_MONITOR_BASE_URL:-}" ]]; then
  job_monitor_service+=(--base-url "${BUILDKITE_PLUGIN_JOB_MONITOR_BASE_URL}")
fi
