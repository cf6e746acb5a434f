import { type Disk } from './disk.js';
/** More levels to create than this are refused: no real folder of ours needs as many. */
export declare const MAX_DIR_LEVELS = 64;
/**
 * Creates `dir` and its missing parents (mode `mode`, through the umask), one bounded level at
 * a time: the only way anything here creates a folder, since a recursive mkdir can spin for
 * ever on a path the kernel answers oddly. Returns the first folder created, undefined when
 * `dir` was there; an existing `dir` that is not a directory (a file, a link) is refused.
 */
export declare function makeDirs(dir: string, mode: number, disk?: Disk): Promise<string | undefined>;
/** makeDirs without yielding: for the few places that cannot (a helper being spawned). */
export declare function makeDirsSync(dir: string, mode: number): string | undefined;
/**
 * Whether `dir` is a folder of this user's alone: 'absent', 'ours', or the reason it is not
 * (a file or a link in its place, another user's folder, one others may enter). The owner and
 * mode are read from the opened folder, never from a path that could be swapped in between.
 * Windows has no owner ids or modes here (what keeps a folder private there is the ACL it
 * inherits): a real folder, not a link, counts.
 */
export declare function privateDirState(dir: string, uid?: number | undefined, platform?: NodeJS.Platform): 'absent' | 'ours' | string;
/**
 * Creates the directory (and parents) private to the user; leaves an existing one as it is.
 * Windows has no modes (what keeps the folder private there is the ACL it inherits from the
 * user's profile): the mode is not set there.
 */
export declare function ensurePrivateDir(dir: string, disk?: Disk): Promise<void>;
