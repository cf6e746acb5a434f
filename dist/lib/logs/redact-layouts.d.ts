/**
 * A view of a text: `text` as read, `at` giving each of its characters the offset of the first,
 * and `to` the end, of what it came from.
 */
export interface View {
    text: string;
    at: Int32Array;
    to: Int32Array;
}
/** Where the line holding offset `i` starts. */
export declare function lineStart(text: string, i: number): number;
/** Where the line holding offset `i` ends, its line break included. */
export declare function lineEnd(text: string, i: number): number;
/**
 * Whether the line [start, end) (its break left out, a CR of CRLF included) may be a line of
 * wrapped base64 or hex: past its indentation (a YAML block, a PEM in a config), at least
 * WRAPPED_LINE_MIN characters, all of base64's alphabet. `code` reads the text (a string's
 * characters or a buffer's bytes: both ASCII here).
 */
export declare function isWrappedLine(code: (i: number) => number, start: number, end: number): boolean;
/** The views of the text's layouts: separated hex decoded, wrapped lines joined. */
export declare function laidOutViews(text: string): View[];
