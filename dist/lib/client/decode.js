/**
 * Response bodies of the monitoring endpoint arrive as a JSON string that itself holds a JSON
 * object (API text, 2.2), so they are parsed twice. A plain object is accepted too, in case
 * the service ever answers that way.
 */
export function decodeBody(text) {
    let value = JSON.parse(text);
    // At most one more level: a string holding a JSON object.
    if (typeof value === 'string') {
        const inner = value.trim();
        if (inner.startsWith('{') || inner.startsWith('['))
            value = JSON.parse(inner);
    }
    return value;
}
/**
 * Decodes and returns an object, or a short reason why the body is not one. The reason quotes
 * none of the body: the body is untrusted, and the caller shows it made safe.
 */
export function decodeObject(text) {
    if (text.trim() === '')
        return { problem: 'empty body' };
    let value;
    try {
        value = decodeBody(text);
    }
    catch {
        return { problem: 'not JSON' };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { problem: `not a JSON object but ${Array.isArray(value) ? 'an array' : typeof value}` };
    }
    return { object: value };
}
