/**
 * The shapes of credentials we were never told about: token formats, `password=` and its kin,
 * Authorization headers, URL credentials, private key blocks. A job's output can print any of
 * them; redaction hides them beside the registered secrets.
 */
import type { Span } from './redact-spans.js';
export declare const PRIVATE_KEY_BEGIN = "-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----";
/** Private key blocks (BEGIN through END) are paired in privateKeyBlocks(), in linear time. */
export declare const TOKEN_SHAPES: ReadonlyArray<{
    name: string;
    pattern: RegExp;
}>;
/** The value a prefix announced, at the start of its continuation: blanks, then its first word. */
export declare const LEADING_VALUE: RegExp;
/** Whether `text` ends with what introduces a credential's value (see PREFIX_AT_END). */
export declare function endsWithPrefix(text: string): boolean;
/** At an open end: a private key block whose END was cut off is hidden up to the edge. */
export declare const OPEN_PRIVATE_KEY_BEGIN: RegExp;
/** At an open start: the body before an END whose BEGIN was cut off is hidden from the edge. */
export declare const OPEN_PRIVATE_KEY_END: RegExp;
/**
 * Each BEGIN line through the first END line after it. Paired by one pass over both lists: a
 * lazy regex would rescan the rest of the text from every BEGIN that has no END.
 */
export declare function privateKeyBlocks(text: string, spans: Span[]): void;
