/**
 * The context that explains a run (which pipeline and job, where, on which commit, how long it
 * waited), sent as metadata with the run's reports. The keys are the OpenTelemetry CI/CD and
 * VCS semantic conventions (release candidates since semantic-conventions v1.43.0), flat and
 * dotted, so that tools which read those names read ours; what OpenTelemetry has no name for
 * goes under `job_monitor.`. Each front end reads its CI system's facts into a RunContext in
 * one place (environment/github.ts, cli/ci-facts.ts); this module alone names and bounds them.
 */
import type { EndStatus, Metadata } from '../client/wire.js';
/** What a CI system tells a job about its run, in its own values, read once. */
export interface RunContext {
    /** Which CI system ran the job: `github-actions`, `gitlab`, `buildkite`. */
    ciSystem: string;
    /** The workflow (GitHub), the pipeline (GitLab, Buildkite). */
    pipelineName?: string;
    pipelineRunId?: string;
    pipelineRunUrl?: string;
    /** The job. */
    taskName?: string;
    taskRunId?: string;
    taskRunUrl?: string;
    /** The runner (GitHub, GitLab) or agent (Buildkite). */
    workerName?: string;
    repositoryUrl?: string;
    /** Branch or tag. */
    refName?: string;
    refType?: 'branch' | 'tag';
    revision?: string;
    vcsProvider?: string;
    osType?: string;
    hostArch?: string;
    /** What started the run, in the CI system's word: `push`, `schedule`, ... */
    trigger?: string;
    /** 1 for the first try of the run (GitHub) or of the job (Buildkite). */
    attempt?: number;
    /** Who started the run. */
    actor?: string;
    /** From the job's creation to its start on a runner (GitHub's jobs API). */
    queueSeconds?: number;
    /** From the pipeline's creation to the job's start (GitLab). */
    pipelineWaitSeconds?: number;
    /** From the job's start on the runner to the first step of ours: the runner's set-up. */
    setupSeconds?: number;
}
/** The metadata key of each fact. Ours are the ones OpenTelemetry has no name for. */
export declare const CONTEXT_KEYS: {
    readonly pipelineName: "cicd.pipeline.name";
    readonly pipelineRunId: "cicd.pipeline.run.id";
    readonly pipelineRunUrl: "cicd.pipeline.run.url.full";
    readonly taskName: "cicd.pipeline.task.name";
    readonly taskRunId: "cicd.pipeline.task.run.id";
    readonly taskRunUrl: "cicd.pipeline.task.run.url.full";
    readonly workerName: "cicd.worker.name";
    readonly repositoryUrl: "vcs.repository.url.full";
    readonly refName: "vcs.ref.head.name";
    readonly refType: "vcs.ref.head.type";
    readonly revision: "vcs.ref.head.revision";
    readonly vcsProvider: "vcs.provider.name";
    readonly osType: "os.type";
    readonly hostArch: "host.arch";
    readonly ciSystem: "job_monitor.ci_system";
    readonly trigger: "job_monitor.trigger";
    readonly attempt: "job_monitor.attempt";
    readonly actor: "job_monitor.actor";
    readonly queueSeconds: "job_monitor.queue_seconds";
    readonly pipelineWaitSeconds: "job_monitor.pipeline_wait_seconds";
    readonly setupSeconds: "job_monitor.setup_seconds";
};
/** The end report's result, OpenTelemetry's `cicd.pipeline.task.run.result`. */
export declare const TASK_RUN_RESULT_KEY = "cicd.pipeline.task.run.result";
/** OpenTelemetry's result values (success, failure, error, timeout, cancellation, skip). */
export type TaskRunResult = 'success' | 'failure' | 'error' | 'timeout' | 'cancellation' | 'skip';
/** The task run result an end status stands for. */
export declare function taskRunResult(status: EndStatus): TaskRunResult;
/**
 * The longest text value sent. The API text states no limit on metadata; names, ids and URLs
 * of a run are far shorter, and what the environment holds beyond this is not a name.
 */
export declare const MAX_CONTEXT_CHARS = 1024;
/**
 * Text we did not write, made fit to send: trimmed, control characters shown escaped, the
 * shapes the Actions runner would obey as a workflow command broken up, cut to
 * MAX_CONTEXT_CHARS; empty is nothing.
 */
export declare function contextText(raw: string | undefined): string | undefined;
/** A whole number of seconds within [0, a year]; anything else is nothing. */
export declare function contextSeconds(seconds: number | undefined): number | undefined;
/**
 * An instant from a CI system's timestamp: ISO 8601 with its zone (`Z` or an offset), as
 * GitHub's API and GitLab's variables give it; anything else is nothing (Date.parse alone
 * reads a time without a zone as local time, and much that is not a timestamp at all).
 */
export declare function instantOf(text: string | null | undefined): number | undefined;
/** Seconds from one instant to a later one, when both are known and in that order. */
export declare function secondsBetween(from: number | undefined, to: number | undefined): number | undefined;
/**
 * A repository's address as OpenTelemetry's `vcs.repository.url.full` wants it: https, no
 * credentials, no `.git`. Takes `https://user:token@host/o/r.git`, `git@host:o/r.git` and
 * `ssh://git@host/o/r`; anything else is nothing (it could only hide a credential).
 */
export declare function repositoryUrlOf(raw: string | undefined): string | undefined;
/**
 * The context as flat metadata: each known fact under its key, text bounded and inert,
 * numbers whole and in range; what is not known is left out.
 */
export declare function contextMetadata(context: RunContext | undefined): Metadata;
/** The few keys that say which run a heartbeat belongs to: heartbeats stay small. */
export declare function identityMetadata(context: RunContext | undefined): Metadata;
/** The user's metadata wins over the automatic one, key by key, kept as given. */
export declare function mergeMetadata(auto: Metadata, user: Metadata | undefined): Metadata;
