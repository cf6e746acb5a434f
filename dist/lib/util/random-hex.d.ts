/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
export declare function randomHex(bytes?: number): string;
