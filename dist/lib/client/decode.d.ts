/**
 * Response bodies of the monitoring endpoint arrive as a JSON string that itself holds a JSON
 * object (API text, 2.2), so they are parsed twice. A plain object is accepted too, in case
 * the service ever answers that way.
 */
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
