import { isLoopbackHost } from './loopback.js';
/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
export class SettingError extends Error {
    setting;
    problem;
    name = 'SettingError';
    constructor(setting, problem) {
        super(`${setting} ${problem}`);
        this.setting = setting;
        this.problem = problem;
    }
}
/** The value as it goes into a message: quoted, on one line, bounded. */
function shown(raw) {
    const cut = raw.length > 80 ? `${raw.slice(0, 80)}…` : raw;
    return /^[\x20-\x7e]*$/.test(cut) && !cut.includes("'") ? `'${cut}'` : JSON.stringify(cut);
}
function given(raw) {
    const t = raw?.trim();
    return t ? t : undefined;
}
/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
export function checkUrl(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new SettingError(setting, `is not a URL: ${shown(text)}; use https://host[:port]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new SettingError(setting, `uses http:// to ${url.hostname}: the API key would cross the network in clear text; ` +
            'use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])');
    }
    return text.replace(/\/+$/, '');
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
export function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${shown(text)}`);
    }
    const n = Number(text);
    if (n < rule.min || n > rule.max) {
        throw new SettingError(setting, `must be between ${rule.min} and ${rule.max}${unit}, not ${text.replace(/^0+(?=\d)/, '')}`);
    }
    return n;
}
/** The words a yes/no setting takes, in any letter case. */
export const BOOLEAN_WORDS = {
    true: ['true', 'yes', 'on', '1'],
    false: ['false', 'no', 'off', '0']
};
/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
export function booleanWord(raw) {
    const word = raw?.trim().toLowerCase() ?? '';
    if (BOOLEAN_WORDS.true.includes(word))
        return true;
    if (BOOLEAN_WORDS.false.includes(word))
        return false;
    return undefined;
}
/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
export function checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${shown(text)}`);
    }
    return value;
}
/** True when the metadata check reads this text as JSON even where YAML is accepted. */
export function isJsonObjectText(raw) {
    return raw.trim().startsWith('{');
}
/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). Text that opens with `{` is read as JSON even where YAML
 * is accepted, so that a JSON mistake is reported as one (and YAML need not be loaded).
 */
export function checkMetadata(raw, setting, yaml) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let value;
    if (!yaml || isJsonObjectText(text)) {
        try {
            value = JSON.parse(text);
        }
        catch (e) {
            throw new SettingError(setting, `is not valid JSON: ${e.message}`);
        }
    }
    else {
        try {
            value = yaml(text);
        }
        catch (e) {
            throw new SettingError(setting, `is neither JSON nor valid YAML: ${e.message}`);
        }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new SettingError(setting, 'must be an object (key: value pairs)');
    }
    return value;
}
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
export function checkTags(raw, setting) {
    const items = typeof raw === 'string' ? tagText(raw, setting) : (raw ?? []);
    const tags = items.map(s => s.trim()).filter(s => s !== '');
    return tags.length ? tags : undefined;
}
function tagText(raw, setting) {
    const text = raw.trim();
    if (!text.startsWith('['))
        return text.split(/[\n,]/).map(s => s.trim().replace(/^- +/, ''));
    let list;
    try {
        list = JSON.parse(text);
    }
    catch {
        throw new SettingError(setting, 'looks like a JSON list but is not valid JSON');
    }
    const items = list;
    if (!items.every(t => ['string', 'number', 'boolean'].includes(typeof t))) {
        throw new SettingError(setting, 'must be a JSON list of text, not of objects or lists');
    }
    return items.map(String);
}
