/** An answer that is JSON but nests deeper than MAX_NESTING. */
export declare class TooDeepError extends SyntaxError {
    name: string;
    constructor();
}
export declare function decodeBody(text: string): unknown;
/**
 * Decodes and returns an object, or a short reason why the body is not one. The reason quotes
 * none of the body: the body is untrusted, and the caller shows it made safe.
 */
export declare function decodeObject(text: string): {
    object: Record<string, unknown>;
} | {
    problem: string;
};
