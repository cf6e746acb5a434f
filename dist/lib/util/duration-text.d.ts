/**
 * A duration as every front end says it: the emulator's pages and `runs`, exec's line of how
 * its command ended, the slower-than-usual note. One way, so that a run is the same length
 * wherever it is read.
 */
/** 30 ms, 4.2 s, 3 min 5 s, 2 h 10 min. */
export declare function formatSeconds(seconds: number): string;
