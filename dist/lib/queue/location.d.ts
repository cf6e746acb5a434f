/**
 * JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else the platform's place
 * for a program's own local state:
 * - Windows: %LOCALAPPDATA%\job-monitor\queue, where Windows programs keep what is neither
 *   roamed to other machines nor shown among the user's documents;
 * - elsewhere, macOS included: ~/.local/state/job-monitor/queue, the XDG state folder that
 *   command-line tools use on both (~/Library/Application Support is for applications' data
 *   and is backed up with the user's files; a queue of reports is neither).
 */
export declare function defaultQueueDir(place: QueuePlaceFacts, platform?: NodeJS.Platform): string;
/**
 * The variables that place the queue, as a front end read them (src/environment/queue-place.ts):
 * each trimmed, undefined when empty. Every field is named, none optional: a raw environment is
 * then no QueuePlaceFacts to the compiler, and cannot be handed in by mistake.
 */
export interface QueuePlaceFacts {
    /** JOB_MONITOR_QUEUE_DIR */
    queueDir: string | undefined;
    /** XDG_STATE_HOME */
    stateHome: string | undefined;
    /** LOCALAPPDATA (Windows) */
    localAppData: string | undefined;
    /** HOME */
    home: string | undefined;
    /** USERPROFILE (Windows) */
    userProfile: string | undefined;
}
