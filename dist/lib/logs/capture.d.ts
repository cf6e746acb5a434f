import { Redactor } from './redact.js';
export declare function cutMarker(cutBytes: number): string;
/** Moves `index` back to the start of a UTF-8 character. */
export declare function charStart(bytes: Uint8Array, index: number): number;
export declare class HeadTailCapture {
    private readonly maxBytes;
    /** Head and tail windows: what may be kept plus the context to redact across the cut. */
    private readonly headLimit;
    private readonly tailLimit;
    private readonly head;
    private headLength;
    /** The tail is a ring buffer: it never grows past tailLimit. */
    private readonly ring;
    private ringStart;
    private ringLength;
    private total;
    /**
     * Offsets (in bytes written) where what follows does not continue what came before: two
     * sources met there in the middle of a line. Only those within the windows are kept.
     */
    private seams;
    /** `contextBytes`: held beyond each cut, at least the longest secret shape (stream-redact.ts). */
    constructor(maxBytes: number, contextBytes?: number);
    get totalBytes(): number;
    /** Bytes held in memory: never more than maxBytes plus the context on each side of the cut. */
    get retainedBytes(): number;
    /**
     * Bytes of text a write would need before none of what is held now beyond the head stays:
     * 0 while the head still fills. A writer that knows more than this follows may count the
     * bytes before it with skip() instead of writing them.
     */
    get tailWindow(): number;
    /**
     * Counts `n` bytes of text that are not written: only when the head is full and at least
     * tailWindow bytes are written after them, so none of them could have been kept.
     */
    skip(n: number): void;
    /**
     * What is written next does not continue what was written so far (another source's line
     * went in between): the text on each side is redacted as cut there. `before` and `after`
     * name the sources that wrote on each side, so that a credential's name left at the end of
     * one source's text still hides the value that source writes after the seam.
     */
    seam(before?: number, after?: number): void;
    write(chunk: Uint8Array | string): void;
    private tailBytes;
    /**
     * At most maxBytes of UTF-8, redacted before it is cut: everything, or head + cut marker +
     * tail. `redactor` knows the run's secrets; without one, the common token shapes are hidden.
     */
    text(redactor?: Redactor): string;
    /**
     * `bytes`, written from offset `at` on, redacted piece by piece between its seams. A piece
     * that ends with a credential's name (`password =`) passes its value on to the next piece of
     * the same source: another source's lines may come in between.
     */
    private redactAt;
}
/** headTail for a whole string: the same result as streaming it through a capture. */
export declare function headTail(text: string, maxBytes: number, redactor?: Redactor): string;
