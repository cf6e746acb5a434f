/** Budgets of log capture and redaction. */
/** What a hidden secret becomes. */
export declare const MASK = "***";
/** Secrets shorter than this would shred ordinary text; they are not registered. */
export declare const MIN_SECRET_LENGTH = 4;
/**
 * Bytes kept on each side of a cut so that a credential straddling it is recognised whole (a
 * `password = ...` prefix, a private key block, a long JWT). Anything longer still loses the
 * piece that touches the window's edge (see Redactor's open edges).
 */
export declare const REDACTION_CONTEXT_BYTES = 8192;
/** Encoded forms of a secret shorter than this are not looked for: they would match by chance. */
export declare const MIN_ENCODED_FORM_LENGTH = 8;
/**
 * error_details' quote of a failed run's output (failure-quote.ts): the last ERROR_LINES_KEPT
 * error lines, each cut to ERROR_LINE_BYTES, then the last ERROR_DETAILS_TAIL_LINES lines,
 * within ERROR_DETAILS_MAX_BYTES in all.
 */
export declare const ERROR_LINES_KEPT = 10;
export declare const ERROR_LINE_BYTES = 1000;
export declare const ERROR_DETAILS_MAX_BYTES = 4096;
export declare const ERROR_DETAILS_TAIL_LINES = 8;
