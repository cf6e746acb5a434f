/**
 * Settings of the command-line tool: flags over environment over defaults, validated in one
 * place into one typed object. The checks themselves are the shared ones (settings/check.ts);
 * this adapter says where a value comes from and names it: mistakes are UsageErrors that name
 * the flag (or the variable the value came from).
 */
import type { Metadata } from '../client/wire.js';
export declare const Env: {
    readonly apiKey: "JOB_MONITOR_API_KEY";
    readonly baseUrl: "JOB_MONITOR_BASE_URL";
    readonly deploymentUrl: "JOB_MONITOR_DEPLOYMENT_URL";
    readonly pipelineId: "JOB_MONITOR_PIPELINE_ID";
    readonly jobName: "JOB_MONITOR_JOB_NAME";
    readonly queueDir: "JOB_MONITOR_QUEUE_DIR";
    readonly heartbeatInterval: "JOB_MONITOR_HEARTBEAT_INTERVAL";
    readonly runId: "JOB_MONITOR_RUN_ID";
    readonly runKey: "JOB_MONITOR_RUN_KEY";
    readonly startTime: "JOB_MONITOR_START_TIME";
    readonly timeout: "JOB_MONITOR_TIMEOUT";
    readonly attempts: "JOB_MONITOR_ATTEMPTS";
    readonly passApiKey: "JOB_MONITOR_PASS_API_KEY";
};
export type Flags = Record<string, string | boolean | string[] | undefined>;
export interface ServiceConfig {
    apiKey: string;
    /** True when the key came from --api-key (it shows in `ps`). */
    keyFromFlag: boolean;
    baseUrl: string;
    deploymentUrl?: string;
    pipelineId?: string;
    queueDir?: string;
    timeoutMs?: number;
    maxAttempts?: number;
    quiet: boolean;
}
/** A flag's value, else the variable's, trimmed; empty means unset. */
export declare function pick(flags: Flags, flag: string, env: NodeJS.ProcessEnv, variable?: string): string | undefined;
/** How to name a setting in a message: the flag when it was given, else the variable it came from. */
export declare function inputOf(flags: Flags, flag: string, variable?: string): string;
/** A setting's value (as `pick` reads it) and the name of the input it came from, for a check. */
export declare function setting(flags: Flags, flag: string, env: NodeJS.ProcessEnv, variable: string): [value: string | undefined, input: string];
/** An http(s) URL; plain http only to loopback, since the key would cross the network in clear. */
export declare function serviceUrl(value: string | undefined, what: string): string | undefined;
/**
 * A yes/no setting: the boolean flag when given, else the variable (the shared yes/no words;
 * another word is refused naming the variable), else false.
 */
export declare function yesNo(flags: Flags, flag: string, env: NodeJS.ProcessEnv, variable: string): boolean;
/** A whole number within [min, max]; `what` is the flag (`--name`) or the variable. */
export declare function wholeNumber(value: string | undefined, what: string, min: number, max: number, unit?: string): number | undefined;
export declare function serviceConfig(flags: Flags, env: NodeJS.ProcessEnv): ServiceConfig;
/** --metadata (a JSON object) with each --meta key=value merged over it. */
export declare function metadataOf(flags: Flags): Metadata | undefined;
/** Each --tag is one tag (trimmed; empty ones dropped). */
export declare function tagsOf(flags: Flags): string[] | undefined;
/** `start`'s start_time handed back to `end`: a timestamp, else refused naming where it came from. */
export declare function startTimeOf(flags: Flags, env: NodeJS.ProcessEnv): string | undefined;
/** --heartbeat-interval (JOB_MONITOR_HEARTBEAT_INTERVAL) in ms; default 300 s, 0 = none. */
export declare function heartbeatMsOf(flags: Flags, env: NodeJS.ProcessEnv): number;
export declare function jobNameOf(flags: Flags, env: NodeJS.ProcessEnv): string;
