/**
 * The environment of a process job-monitor starts. The API key is in ours (the command-line
 * tool reads it from JOB_MONITOR_API_KEY, and a job's environment may hold it under a name of
 * its own), but a process we start needs it only when we say so: a build tool that prints its
 * environment, or an `env` under `exec`, must not show it.
 */
/** The variable the command-line tool, the library and the heartbeat helper read the key from. */
export declare const API_KEY_VARIABLE = "JOB_MONITOR_API_KEY";
/**
 * `env` less the key: less API_KEY_VARIABLE, whatever it holds, and less every variable that
 * holds one of `keys` (blanks around it aside) under another name. A copy of the key is the
 * same secret; a variable that holds more than the key (a URL with it inside) is the user's.
 */
export declare function withoutApiKey(env: NodeJS.ProcessEnv, keys: ReadonlyArray<string | undefined>): NodeJS.ProcessEnv;
