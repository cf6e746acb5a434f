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
 * each trimmed, and left out when empty.
 */
export interface QueuePlaceFacts {
    /** JOB_MONITOR_QUEUE_DIR */
    queueDir?: string;
    /** XDG_STATE_HOME */
    stateHome?: string;
    /** LOCALAPPDATA (Windows) */
    localAppData?: string;
    /** HOME */
    home?: string;
    /** USERPROFILE (Windows) */
    userProfile?: string;
}
