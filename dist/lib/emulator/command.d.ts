import { type Flags } from '../cli/config.js';
export interface EmulatorCommandOptions {
    port: number;
    host?: string;
    apiKey?: string;
    hourlyLimit?: number;
    heartbeatIntervalSeconds?: number;
    /** The SQLite file the history is kept in (`--data`). */
    dataFile?: string;
    retentionDays?: number;
    env: NodeJS.ProcessEnv;
}
/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
export declare function emulatorOptions(flags: Flags, env: NodeJS.ProcessEnv, nodeVersion?: string): EmulatorCommandOptions;
export declare function emulatorCommand(o: EmulatorCommandOptions): Promise<void>;
export interface RunsCommandOptions {
    url: string;
    json?: boolean;
    /** The filters of `GET /_emulator/runs` (run-query.ts), passed as they are: the emulator
     * reads a time ago (`--since 2h`) by its own clock. */
    job?: string;
    status?: string;
    since?: string;
    until?: string;
    limit?: string;
}
export declare function runsCommand(o: RunsCommandOptions): Promise<void>;
