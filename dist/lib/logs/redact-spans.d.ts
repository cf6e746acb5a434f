/** A half-open range [start, end) of a text to hide. */
export interface Span {
    start: number;
    end: number;
}
/** Sorts spans and merges those that overlap or touch. */
export declare function mergeSpans(spans: Span[]): Span[];
/** Each match of `pattern` in `text`, less its group 1 (context that stays visible). */
export declare function allMatches(pattern: RegExp, text: string, spans: Span[]): void;
/** Replaces each span by the mask. */
export declare function maskSpans(text: string, spans: Span[]): string;
