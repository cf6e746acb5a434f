/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export declare const HOST_TAG: string;
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
export declare function isOwnerAlive(hostTag: string, pid: number): boolean;
