import { type Span } from './redact-spans.js';
export { MASK } from './constants.js';
/**
 * Sides where the text given is a window of a longer one: a secret may run past them, so the
 * piece that touches an open edge is hidden even when no rule recognises it whole.
 */
export interface Edges {
    openStart?: boolean;
    openEnd?: boolean;
    /**
     * The text continues one that ended with what introduces a credential's value (see
     * endsWithPrefix), across a seam: its first word is that value, and is hidden.
     */
    afterPrefix?: boolean;
}
export declare class Redactor {
    private readonly secrets;
    private readonly forms;
    private pattern;
    private longest;
    /** A registered secret holds a line break: the decoded view reads lines near an escape too. */
    private multiLine;
    constructor(secrets?: Iterable<string>);
    add(secret: string): void;
    /** Bytes of the longest form of a registered secret: a reader holds at least this at a cut. */
    longestFormBytes(): number;
    /** How far from an escape a registered secret may run across lines (see inEveryForm). */
    private get reach();
    /** The merged, sorted spans of `text` to hide. */
    spans(text: string, edges?: Edges): Span[];
    /**
     * Whether `text` holds a registered secret, in any of its forms. For what cannot be masked
     * without changing its meaning (an identifier the service matches on): it is refused instead.
     */
    holdsSecret(text: string): boolean;
    /** Where `text` holds a registered secret, in any of its forms (merged, sorted). */
    secretSpans(text: string): Span[];
    /**
     * A registered secret given in two pieces, in texts read in order (metadata's strings, one
     * by one): each time, which texts hold the pieces and where. For every way to cut the
     * secret, the texts that end with its head and a later text that starts with its tail;
     * texts between them do not matter. Pieces of three or more texts in a row are found by
     * reading them joined (secretSpans).
     */
    splitSpans(texts: readonly string[]): Array<Array<{
        index: number;
        span: Span;
    }>>;
    private registeredSpans;
    redact(text: string, edges?: Edges): string;
    /**
     * Redacts a text that was cut without context (head + marker + tail): each piece is redacted,
     * and the piece of a registered secret that a cut left at a marker's edge is hidden too. A
     * capture that can give its context does better: `HeadTailCapture.text(redactor)`.
     */
    redactCut(text: string): string;
    /**
     * A registered secret's first bytes just before Node cut a Buffer's print short: hidden as a
     * piece at a cut marker is (redactCut). Each cut is read back to the line's start or the
     * cut before it, so the text is read once however many there are.
     */
    private bufferCutSpans;
    /** What touches an open end may be the start of a secret that runs on past it. */
    private openEndSpans;
    /** What touches an open start may be the end of a secret that began before it. */
    private openStartSpans;
    /**
     * The longest piece of a registered form (at least `min` long) that an edge cut through, in
     * the text and in its decoded view.
     */
    private secretEdge;
    private formEdge;
}
