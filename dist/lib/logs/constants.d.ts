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
