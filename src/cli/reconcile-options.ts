/**
 * The command table's entries for ending runs from a CI's record (command-table.ts reads them):
 * `reconcile` itself, and the options `start`, `end` and `exec` take to say who may end their run
 * from that record and what kind of machine runs it (run-record.ts).
 */
import type { Command, Option } from './command-table.js'

export const recordOptions: Record<string, Option> = {
  reconcile: {
    type: 'string',
    value: 'WHO',
    help: "who ends this run from the CI's record if its end cannot reach the service: next-run (default), sweep or off (JOB_MONITOR_RECONCILE)"
  },
  machine: {
    type: 'string',
    value: 'KIND',
    help: "ephemeral (discarded after the job, its queue with it), persistent, or auto: from the CI's variables (JOB_MONITOR_MACHINE)"
  }
}

/** `reconcile`, its own options with those every command that talks to the service has. */
export function reconcileCommand(common: Record<string, Option>): Command {
  return {
    summary:
      "end, from the CI's record (GitHub, GitLab, Buildkite), runs whose end never reached the service",
    usage:
      'job-monitor reconcile [--ci github|gitlab|buildkite] [--next] [--since TIME] [--repo OWNER/NAME | --project ID | --org SLUG --pipeline SLUG]',
    options: {
      ci: {
        type: 'string',
        value: 'CI',
        help: 'github, gitlab or buildkite (default: the CI this runs in, else github)'
      },
      next: {
        type: 'boolean',
        help: "in a job: end the run of this job's earlier run, when this job is the one to (never fails the job)"
      },
      repo: {
        type: 'string',
        value: 'OWNER/NAME',
        help: 'GitHub: the repository (GITHUB_REPOSITORY)'
      },
      workflow: {
        type: 'string',
        multiple: true,
        value: 'FILE',
        help: "GitHub: only this workflow's runs (repeatable; default: every workflow's)"
      },
      'api-url': {
        type: 'string',
        value: 'URL',
        help: 'GitLab or Buildkite: the API (CI_API_V4_URL; https://api.buildkite.com/v2)'
      },
      project: {
        type: 'string',
        value: 'ID',
        help: "GitLab: the project's id or path (CI_PROJECT_ID)"
      },
      org: {
        type: 'string',
        value: 'SLUG',
        help: 'Buildkite: the organization (BUILDKITE_ORGANIZATION_SLUG)'
      },
      pipeline: {
        type: 'string',
        value: 'SLUG',
        help: 'Buildkite: the pipeline swept (with --next: BUILDKITE_PIPELINE_SLUG)'
      },
      job: {
        type: 'string',
        multiple: true,
        value: 'NAME',
        help: "GitLab: only this job name's runs (repeatable; default: every job's)"
      },
      since: {
        type: 'string',
        value: 'TIME',
        help: 'sweep the jobs that finished since this ISO 8601 time (default: where the last sweep stopped)'
      },
      'max-ends': { type: 'string', value: 'N', help: 'most runs ended in one sweep (default 10)' },
      'log-max-bytes': {
        type: 'string',
        value: 'BYTES',
        help: "the job's log kept in an end, head and tail (default 65536)"
      },
      ...common
    },
    examples: [
      'JOB_MONITOR_GITHUB_TOKEN=... job-monitor reconcile --repo octo/app',
      '17 * * * * job-monitor reconcile --repo octo/app --workflow nightly.yml --quiet   # crontab',
      'JOB_MONITOR_GITLAB_TOKEN=... job-monitor reconcile --ci gitlab --api-url https://gitlab.example.com/api/v4 --project 42',
      'job-monitor reconcile --next   # a step of a GitLab or Buildkite job, after its end',
      'JOB_MONITOR_BUILDKITE_TOKEN=... job-monitor reconcile --ci buildkite --org acme --pipeline app'
    ]
  }
}
