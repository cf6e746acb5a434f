/**
 * How each kind of setting is read, for the action's inputs and the command-line tool's flags
 * and variables alike: one parser per kind, so a value means the same thing everywhere.
 * Every check takes the text as given (empty or blank means unset) and the setting's name as
 * the user knows it; a refusal is a SettingError naming it. The action and the command-line
 * tool only say where a value comes from and how to name it (see their adapters).
 */
import type { Metadata } from '../client/wire.js'
import { isTimestamp } from '../client/reports.js'
import { MAX_NESTING, nestsDeeperThan } from '../client/nesting.js'
import { escapeControl } from '../util/inert-text.js'
import { isLoopbackHost } from '../util/loopback.js'

/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
export class SettingError extends Error {
  override name = 'SettingError'

  constructor(
    readonly setting: string,
    readonly problem: string
  ) {
    super(`${setting} ${problem}`)
  }
}

/** At most this many characters of a value go into a message. */
const SHOWN_CHARS = 80

function cut(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text
}

/** The value as it goes into a message: quoted, on one line, bounded. */
export function shown(raw: string): string {
  const c = cut(raw)
  return /^[\x20-\x7e]*$/.test(c) && !c.includes("'") ? `'${c}'` : JSON.stringify(c)
}

/**
 * A parser's reason for refusing a text, for a message: its first line (YAML's next lines
 * quote the text around the mistake), control characters shown escaped (V8's JSON messages
 * may quote the text with its newlines), bounded.
 */
function parserReason(e: unknown): string {
  const first = String((e as Error)?.message ?? e).split(/\r?\n/)[0]
  return escapeControl(first.length > 200 ? `${first.slice(0, 200)}…` : first)
}

function given(raw: string | undefined): string | undefined {
  const t = raw?.trim()
  return t ? t : undefined
}

/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
export function checkUrl(raw: string | undefined, setting: string): string | undefined {
  const text = given(raw)
  if (text === undefined) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new SettingError(setting, `is not a URL: ${shown(text)}; use https://host[:port]`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new SettingError(
      setting,
      `uses http:// to ${url.hostname}: the API key would cross the network in clear text; ` +
        'use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])'
    )
  }
  return text.replace(/\/+$/, '')
}

/**
 * The API key, trimmed. It travels in an HTTP header, which cannot carry a control character,
 * and keys are printable ASCII without blanks: anything else would fail every call, so it is
 * refused here, once, without showing the key.
 */
export function checkApiKey(raw: string | undefined, setting: string): string | undefined {
  const key = given(raw)
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) {
    throw new SettingError(
      setting,
      'holds a character no API key has (a control character, a blank inside it, or one beyond ASCII); check the secret'
    )
  }
  return key
}

/**
 * Keys shorter than this are not used. Output is redacted by finding the key in it, in every
 * encoding: a key of a few characters matches ordinary words (masking them would shred every
 * log) and pieces of it cannot be told from text, so it could be neither hidden nor sent safely.
 */
export const MIN_API_KEY_LENGTH = 8

/** The API key as a front end uses it: the key, or '' and why none is used. */
export interface ApiKeySetting {
  apiKey: string
  /** Set when a key was given but is not used: the one line that says why. */
  unusable?: string
}

/**
 * The API key setting, checked (see checkApiKey), then held to the shortest key that can be
 * redacted safely. A key under MIN_API_KEY_LENGTH is not a mistake to fail the job on: the job
 * runs unreported, and `unusable` says why (the key itself is never quoted).
 */
export function apiKeySetting(raw: string | undefined, setting: string): ApiKeySetting {
  const key = checkApiKey(raw, setting) ?? ''
  if (key === '' || key.length >= MIN_API_KEY_LENGTH) return { apiKey: key }
  return {
    apiKey: '',
    unusable:
      `${setting} is shorter than ${MIN_API_KEY_LENGTH} characters, too short to hide safely ` +
      'in logs: it is not used, and this job is not reported. Use the whole key the service issued.'
  }
}

/** Half of a UTF-16 pair without its other half: text no URL or UTF-8 file can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** What a file or a shell variable cannot hold as it is: NUL, and lone surrogates. */
const UNCARRIED = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g')

/**
 * A pipeline id: one segment of the notify URL's path, so never `.` or `..` (the URL would
 * resolve them away and the notification would go to another path) and no lone surrogate
 * (it cannot be encoded into a URL). Anything else is encoded as it is.
 */
export function checkPipelineId(raw: string | undefined, setting: string): string | undefined {
  const id = given(raw)
  if (id === undefined) return undefined
  if (id === '.' || id === '..') {
    throw new SettingError(setting, `cannot be ${shown(id)}: a URL path resolves it away`)
  }
  if (LONE_SURROGATE.test(id)) {
    throw new SettingError(
      setting,
      `holds half of a UTF-16 pair, which no URL can carry: ${shown(id)}`
    )
  }
  return id
}

/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
export function checkJobName(raw: string | undefined): string | undefined {
  return given(raw)?.replace(UNCARRIED, '\ufffd')
}

/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
export function checkTimestamp(raw: string | undefined, setting: string): string | undefined {
  const text = given(raw)
  if (text === undefined || isTimestamp(text)) return text
  throw new SettingError(setting, `must be an ISO 8601 timestamp, not ${shown(text)}`)
}

export interface WholeNumberRule {
  min: number
  max: number
  /** What is counted, for the message: "seconds", "bytes". */
  unit?: string
}

/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
export function checkWholeNumber(
  raw: string | undefined,
  setting: string,
  rule: WholeNumberRule
): number | undefined {
  const text = given(raw)
  if (text === undefined) return undefined
  const unit = rule.unit ? ` ${rule.unit}` : ''
  if (!/^\d+$/.test(text)) {
    throw new SettingError(
      setting,
      `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${shown(text)}${inSeconds(text, rule.unit)}`
    )
  }
  const n = Number(text)
  if (n < rule.min || n > rule.max) {
    throw new SettingError(
      setting,
      `must be between ${rule.min} and ${rule.max}${unit}, not ${cut(text.replace(/^0+(?=\d)/, ''))}`
    )
  }
  return n
}

const SECONDS_PER: Record<string, number> = { s: 1, sec: 1, m: 60, min: 60, h: 3600, d: 86_400 }

/**
 * A duration given with a unit (`5m`, `90s`, `1h`) to a setting in seconds: what to write
 * instead, so that the refusal says how, not only what.
 */
function inSeconds(text: string, unit: string | undefined): string {
  const m = unit === 'seconds' ? /^(\d{1,6})\s*(s|sec|m|min|h|d)$/i.exec(text) : null
  return m ? ` (${shown(text)} is ${Number(m[1]) * SECONDS_PER[m[2].toLowerCase()]})` : ''
}

/** The words a yes/no setting takes, in any letter case. */
export const BOOLEAN_WORDS = {
  true: ['true', 'yes', 'on', '1'],
  false: ['false', 'no', 'off', '0']
} as const

/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
export function booleanWord(raw: string | undefined): boolean | undefined {
  const word = raw?.trim().toLowerCase() ?? ''
  if ((BOOLEAN_WORDS.true as readonly string[]).includes(word)) return true
  if ((BOOLEAN_WORDS.false as readonly string[]).includes(word)) return false
  return undefined
}

/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
export function checkBoolean(raw: string | undefined, setting: string): boolean | undefined {
  const text = given(raw)
  if (text === undefined) return undefined
  const value = booleanWord(text)
  if (value === undefined) {
    throw new SettingError(
      setting,
      `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${shown(text)}`
    )
  }
  return value
}

/**
 * The parts of the `yaml` package metadata is read with; passed in by a caller that accepts
 * YAML, so others never load it. Written out rather than imported from the package: these
 * declarations are published, and the package bundles `yaml` instead of depending on it.
 */
export interface Yaml {
  parse(text: string): unknown
  Lexer: new () => { lex(text: string): Iterable<string> }
  CST: { FLOW_END: string }
}

/**
 * True when the metadata check reads this text as JSON even where YAML is accepted: a JSON
 * object's text. YAML's one-line mapping (`{records: 1200}`) opens with `{` too, and is not.
 */
export function isJsonObjectText(raw: string): boolean {
  const text = raw.trim()
  if (!text.startsWith('{')) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * True when YAML text opens flow collections (`[`, `{`) inside one another more than `limit`
 * deep, as YAML's own lexer reads the text (a bracket in quotes, a comment or a block scalar
 * opens nothing). YAML's parser recurses into every level before the depth can be checked on
 * what it returns: 20,000 levels take it over a tenth of a second, then overflow the stack. The
 * lexer does not recurse, and is left at the first level past the limit. Each flow level is a
 * level of the value too, so what the nesting bound takes passes here, with one exception: a
 * collection used as a mapping key and nested past the limit, which YAML would turn into a
 * text key, is refused too (no one means 65 levels of brackets in a key). Text with no more
 * brackets than the limit cannot pass it, and is not lexed twice.
 */
function flowNestsDeeperThan(text: string, yaml: Yaml, limit: number = MAX_NESTING): boolean {
  if (!hasMoreThan(text, /[[{]/g, limit)) return false
  let depth = 0
  for (const token of new yaml.Lexer().lex(text)) {
    if (token === '[' || token === '{') {
      if (++depth > limit) return true
    } else if (token === ']' || token === '}') {
      depth = Math.max(0, depth - 1)
    } else if (token === yaml.CST.FLOW_END) {
      // The lexer closes every open flow collection at a line indented too little.
      depth = 0
    }
  }
  return false
}

/** True when `pattern` (a global one) matches `text` more than `limit` times. */
function hasMoreThan(text: string, pattern: RegExp, limit: number): boolean {
  let count = 0
  for (pattern.lastIndex = 0; pattern.exec(text);) if (++count > limit) return true
  return false
}

/** The refusal of metadata nested deeper than MAX_NESTING. */
function tooDeep(setting: string): SettingError {
  return new SettingError(
    setting,
    `nests objects and lists more than ${MAX_NESTING} levels deep; keep it flatter`
  )
}

/** The JSON value of `text`, or the refusal that says where the JSON is wrong. */
function jsonValue(text: string, setting: string): unknown {
  try {
    return JSON.parse(text)
  } catch (e) {
    throw new SettingError(setting, `is not valid JSON: ${parserReason(e)}`)
  }
}

/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). A JSON object is read as JSON even where YAML is accepted
 * (YAML need not be loaded); text that opens with `{` and that neither reads is refused in
 * JSON's words, so that a JSON mistake is reported as one.
 */
export function checkMetadata(
  raw: string | undefined,
  setting: string,
  yaml?: Yaml
): Metadata | undefined {
  const text = given(raw)
  if (text === undefined) return undefined
  let value: unknown
  if (!yaml || isJsonObjectText(text)) {
    value = jsonValue(text, setting)
  } else {
    if (flowNestsDeeperThan(text, yaml)) throw tooDeep(setting)
    try {
      value = yaml.parse(text)
    } catch (e) {
      // Neither JSON nor YAML: refused in JSON's words (jsonValue throws, the text is not JSON).
      if (text.startsWith('{')) jsonValue(text, setting)
      throw new SettingError(setting, `is neither JSON nor valid YAML: ${parserReason(e)}`)
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SettingError(setting, 'must be an object (key: value pairs)')
  }
  if (nestsDeeperThan(value)) throw tooDeep(setting)
  return value as Metadata
}

/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
export function checkTags(
  raw: string | readonly string[] | undefined,
  setting: string
): string[] | undefined {
  const items = typeof raw === 'string' ? tagText(raw, setting) : (raw ?? [])
  const tags = items.map(s => s.trim()).filter(s => s !== '')
  return tags.length ? tags : undefined
}

function tagText(raw: string, setting: string): string[] {
  const text = raw.trim()
  if (!text.startsWith('[')) return text.split(/[\n,]/).map(s => s.trim().replace(/^- +/, ''))
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    throw new SettingError(setting, 'looks like a JSON list but is not valid JSON')
  }
  const items = list as unknown[]
  if (!items.every(t => ['string', 'number', 'boolean'].includes(typeof t))) {
    throw new SettingError(setting, 'must be a JSON list of text, not of objects or lists')
  }
  return items.map(String)
}
