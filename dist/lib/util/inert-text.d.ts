/**
 * Text we did not write (a service's answer, an error body) made inert: the characters a
 * terminal or the runner would act on are shown instead of obeyed. Hiding the secrets it may
 * echo is redaction's job (safeForLog in logs/safe-for-log.ts does both).
 */
/**
 * Would the Actions runner read this line as a workflow command? It takes `::name::` after
 * leading white space, and the older `##[name]` anywhere in a line; it splits lines at \r and \n.
 */
export declare function commandLike(line: string): boolean;
/** Shows control characters as `\x1b`, `\n`, `\u202e`...; tabs stay, newlines if asked. */
export declare function escapeControl(text: string, options?: {
    keepNewlines?: boolean;
}): string;
/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (logs/safe-for-log.ts hides them first).
 */
export declare function inertLine(text: string, maxChars?: number): string;
