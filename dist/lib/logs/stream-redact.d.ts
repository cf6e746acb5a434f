import { Redactor } from './redact.js';
/**
 * Bytes held beyond every cut: the longest secret shape a redactor recognises whole (the
 * credential shapes within REDACTION_CONTEXT_BYTES, a registered secret in its longest form).
 */
export declare function holdBytes(redactor: Redactor): number;
/**
 * A quote of at most `maxBytes` from the start of a line (an error line, a step's header):
 * `bytes` holds the line's first maxBytes + holdBytes bytes, `more` tells that the line went on
 * past them. Redacted whole, its open end hidden as a secret's start may be, then cut.
 */
export declare function redactQuote(redactor: Redactor, bytes: Uint8Array, maxBytes: number, more: boolean): string;
/** One source of a stream (a command's stdout, its stderr). */
export interface StreamSource {
    write(chunk: Uint8Array): void;
    /** The source is read to its end: its last unfinished line is passed on. */
    end(): void;
}
/** What a reader keeps of its stream: a bounded head and tail, redacted as one stream. */
export declare class StreamRedactor {
    private readonly capture;
    private readonly redactor;
    /** The source that wrote last, and whether it left its line open. */
    private lastSource?;
    private lineOpen;
    /** Sources made so far: each one's number names it at a seam. */
    private sources;
    constructor(maxBytes: number, redactor?: Redactor);
    get totalBytes(): number;
    /** Bytes held in memory besides the sources' unfinished lines. */
    get retainedBytes(): number;
    /** See HeadTailCapture.tailWindow: a single-source reader may skip what cannot be kept. */
    get tailWindow(): number;
    skip(n: number): void;
    /** The stream of a reader with one source: every byte contiguous. */
    write(chunk: Uint8Array | string): void;
    /** A new source; sources may write in any turns. */
    source(): StreamSource;
    /** Called by a source: `bytes` go into the capture after what the last source wrote. */
    put(from: Source, bytes: Uint8Array, continues: boolean): void;
    /** True when `from` wrote last and left its line open: what it writes next goes on with it. */
    owns(from: Source): boolean;
    /** At most the capture's bound, redacted as one stream. */
    text(redactor?: Redactor): string;
}
declare class Source implements StreamSource {
    private pending;
    private pendingBytes;
    /** This source's last line in the capture is not finished. */
    private open;
    private readonly streams;
    readonly id: number;
    constructor(streams: StreamRedactor, id: number);
    write(chunk: Uint8Array): void;
    end(): void;
    /** What it held, then `more`, as one text; nothing is held after. */
    private unheld;
    private hold;
    /** Passes on what is held, then `more`. */
    private flush;
    private put;
}
export {};
