import { type Disk } from '../util/disk.js';
export declare class RunIdStore {
    readonly dir: string;
    private readonly disk;
    constructor(dir: string, disk?: Disk);
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    private fileName;
    remember(runKey: string, runId: string, now: number): Promise<void>;
    get(runKey: string): Promise<string | undefined>;
    /** Called once the run's end report is delivered: nothing needs the link any more. */
    forget(runKey: string): Promise<void>;
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    cleanOld(now: number, maxAgeMs: number): Promise<void>;
}
