/**
 * Bounded head+tail capture. Errors usually show at the end of a log and the command line at
 * its start, so both are kept (peers keep only one side) within a fixed byte budget, whatever
 * passes through: `job-monitor exec` streams hundreds of megabytes through it.
 */
export declare function cutMarker(cutBytes: number): string;
export declare class HeadTailCapture {
    private readonly maxBytes;
    private readonly headLimit;
    private readonly tailLimit;
    private readonly head;
    private headLength;
    /** The tail is a ring buffer: it never grows past tailLimit. */
    private readonly ring;
    private ringStart;
    private ringLength;
    private total;
    constructor(maxBytes: number);
    get totalBytes(): number;
    /** Bytes held in memory: never more than maxBytes. */
    get retainedBytes(): number;
    write(chunk: Uint8Array | string): void;
    private tailBytes;
    /** At most maxBytes of UTF-8: everything, or head + cut marker + tail. */
    text(): string;
}
/** headTail for a whole string: the same result as streaming it through a capture. */
export declare function headTail(text: string, maxBytes: number): string;
