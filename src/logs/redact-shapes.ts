/**
 * The shapes of credentials we were never told about: token formats, `password=` and its kin,
 * Authorization headers, URL credentials, private key blocks. A job's output can print any of
 * them; redaction hides them beside the registered secrets.
 */
import type { Span } from './redact-spans.js'

/**
 * Credential shapes. A shape's group 1, when it has one, is context that stays visible
 * (`password=`); the rest of the match is hidden. Table-driven tests cover each row.
 */
const NAME_SUFFIX =
  '(?:password|passwd|passphrase|secret|token|[_.-]pwd|[_.-]auth|(?:[_.-]|api|access|private|secret|signing|client|master|encryption)key)'
// Not a URL's user name (`https://x-access-token:...@`): the URL rule keeps the user visible.
const NAME = `(?<![A-Za-z0-9_.-]|//)[A-Za-z0-9_.-]*${NAME_SUFFIX}`
/**
 * Between a credential's name and its value: blanks, and a carriage return (a progress line
 * that rewrites itself shows the value after one), never a line break.
 */
const GAP = '[ \\t\\r]*'
export const PRIVATE_KEY_BEGIN = '-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----'
const PRIVATE_KEY_END = '-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----'

/** Private key blocks (BEGIN through END) are paired in privateKeyBlocks(), in linear time. */
export const TOKEN_SHAPES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  {
    name: 'GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g
  },
  {
    name: 'GitLab token',
    pattern:
      /\b(?:(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|glsoat|gloas)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/g
  },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{30,}/g },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
  { name: 'Slack token', pattern: /\bxox[a-z]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/g },
  { name: 'Slack webhook', pattern: /(hooks\.slack\.com\/services\/)[A-Za-z0-9/]+/g },
  {
    name: 'Stripe key',
    pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|\bwhsec_[A-Za-z0-9]{20,}/g
  },
  {
    name: 'OpenAI-style key',
    pattern: /\bsk-(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{20,}/g
  },
  { name: 'Google API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
  { name: 'PyPI token', pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}/g },
  { name: 'Docker Hub token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
  {
    name: 'JWT',
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
  },
  {
    name: 'Authorization header',
    pattern: /(\bAuthorization[ \t\r]*[:=][ \t\r]*)(?:(?:Bearer|Basic|token)[ \t\r]+)?[^\s"',;]+/gi
  },
  { name: 'Bearer credential', pattern: /(\bBearer[ \t\r]+)[A-Za-z0-9._~+/=-]+/g },
  {
    // Found at its `://`, the scheme looked for behind it: a search for the scheme first tried
    // again from every word start of a run such as `a-b-c-...` and read the run to its end
    // each time, 10^10 steps for a line of 100,000 characters. The pattern begins with the
    // `://` itself: Node 20's engine tries a leading lookbehind at every position, reading
    // back over a run of letters each time (20 minutes for a megabyte of them).
    name: 'URL credentials',
    pattern: /(:\/\/(?<=\b[a-z][a-z0-9+.-]*:\/\/)[^\s:/@]*:)[^\s@/]+(?=@)/gi
  },
  {
    name: 'credential assignment, quoted',
    pattern: new RegExp(
      `(${NAME}["']?${GAP}[:=]${GAP}(["']))(?:[^\\r\\n]{0,1000}?(?=\\2)|[^\\r\\n"']{1001,})`,
      'gi'
    )
  },
  {
    name: 'credential assignment',
    pattern: new RegExp(`(${NAME}["']?${GAP}[:=]${GAP})[^\\s"',;&]+`, 'gi')
  },
  {
    name: 'credential flag',
    pattern:
      /((?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)(?:[ =]|\r[ \t]*))[^\s"',;&-][^\s"',;&]*/gi
  }
]

/**
 * What introduces a credential's value, at the very end of a text: the names the rules above
 * know (`password =`, `token:`, `--password`), `Authorization:` with or without its scheme,
 * `Bearer`, an opening quote at most. A text that ends so and is continued past a seam (another
 * stream's line, a cut) passes its value on: the continuation's first word is hidden.
 */
const PREFIX_AT_END = new RegExp(
  '(?:' +
    [
      `${NAME}["']?${GAP}[:=]`,
      '\\bAuthorization[ \\t\\r]*[:=](?:[ \\t\\r]*(?:Bearer|Basic|token))?',
      '\\bBearer',
      '(?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)=?'
    ].join('|') +
    `)${GAP}["']?${GAP}$`,
  'i'
)
/** A prefix is looked for in this much of a text's end: the test stays bounded on any text. */
const PREFIX_WINDOW = 512
/** The value a prefix announced, at the start of its continuation: blanks, then its first word. */
export const LEADING_VALUE = /^[ \t\r]*[^\s]+/

/** Whether `text` ends with what introduces a credential's value (see PREFIX_AT_END). */
export function endsWithPrefix(text: string): boolean {
  return PREFIX_AT_END.test(text.length > PREFIX_WINDOW ? text.slice(-PREFIX_WINDOW) : text)
}

/** At an open end: a private key block whose END was cut off is hidden up to the edge. */
export const OPEN_PRIVATE_KEY_BEGIN = new RegExp(`${PRIVATE_KEY_BEGIN}[\\s\\S]*$`)
/** At an open start: the body before an END whose BEGIN was cut off is hidden from the edge. */
export const OPEN_PRIVATE_KEY_END = new RegExp(`^[\\s\\S]*?${PRIVATE_KEY_END}`)

/**
 * Each BEGIN line through the first END line after it. Paired by one pass over both lists: a
 * lazy regex would rescan the rest of the text from every BEGIN that has no END.
 */
export function privateKeyBlocks(text: string, spans: Span[]): void {
  const begins = [...text.matchAll(new RegExp(PRIVATE_KEY_BEGIN, 'g'))]
  const ends = [...text.matchAll(new RegExp(PRIVATE_KEY_END, 'g'))]
  let e = 0
  for (const begin of begins) {
    const after = begin.index + begin[0].length
    while (e < ends.length && ends[e].index < after) e++
    if (e === ends.length) break
    spans.push({ start: begin.index, end: ends[e].index + ends[e][0].length })
  }
}
