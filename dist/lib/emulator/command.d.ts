import { type Flags } from '../cli/config.js';
export interface EmulatorCommandOptions {
    port: number;
    host?: string;
    apiKey?: string;
    hourlyLimit?: number;
    heartbeatIntervalSeconds?: number;
    env: NodeJS.ProcessEnv;
}
/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
export declare function emulatorOptions(flags: Flags, env: NodeJS.ProcessEnv): EmulatorCommandOptions;
export declare function emulatorCommand(o: EmulatorCommandOptions): Promise<void>;
export declare function runsCommand(o: {
    url: string;
    json?: boolean;
}): Promise<void>;
