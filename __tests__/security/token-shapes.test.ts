import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { MASK, Redactor } from '../../src/logs/redact.js'

const r = new Redactor()
const A = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0'

/** [what, line as a job prints it, the line as it is sent]. */
const REDACTED: Array<[string, string, string]> = [
  ['DB_PASSWORD assignment', 'DB_PASSWORD=hunter2hunter2', 'DB_PASSWORD=***'],
  [
    'quoted assignment with spaces',
    'export MYSQL_ROOT_PASSWORD="p4ss word!"',
    'export MYSQL_ROOT_PASSWORD="***"'
  ],
  ['very long quoted value', `TOKEN="${'v'.repeat(3000)}"`, 'TOKEN="***"'],
  ['_SECRET in YAML', 'API_SECRET: s3cr3tvalue', 'API_SECRET: ***'],
  ['_TOKEN assignment', 'SLACK_BOT_TOKEN=abc123def456', 'SLACK_BOT_TOKEN=***'],
  ['_KEY assignment', 'STRIPE_SIGNING_KEY=abc', 'STRIPE_SIGNING_KEY=***'],
  [
    'AWS secret access key',
    'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    'AWS_SECRET_ACCESS_KEY=***'
  ],
  [
    'AWS credentials file',
    'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG',
    'aws_secret_access_key = ***'
  ],
  ['AWS access key id', 'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE', 'AWS_ACCESS_KEY_ID=***'],
  ['AWS session key id', 'using ASIAIOSFODNN7EXAMPLE now', 'using *** now'],
  ['GitHub classic token', `ghp_${A}`, MASK],
  ['GitHub OAuth token', `token gho_${A}`, `token ${MASK}`],
  ['GitHub app token', `ghs_${A}.`, `${MASK}.`],
  ['GitHub user-to-server token', `(ghu_${A})`, `(${MASK})`],
  ['GitHub refresh token', `ghr_${A}`, MASK],
  ['GitHub fine-grained token', `github_pat_11ABCDEFG0_${A}`, MASK],
  ['GitLab personal token', 'glpat-xY7_abcdefghij1234567', MASK],
  ['GitLab runner token', `use glrt-${A}`, `use ${MASK}`],
  ['GitLab header', 'PRIVATE-TOKEN: glpat-xY7_abcdefghij1234567', 'PRIVATE-TOKEN: ***'],
  ['npm token', `npm_${A.slice(0, 36)}`, MASK],
  [
    'npmrc _authToken',
    `//registry.npmjs.org/:_authToken=npm_${A.slice(0, 36)}`,
    '//registry.npmjs.org/:_authToken=***'
  ],
  [
    'npmrc _authToken, any value',
    '//npm.example.com/:_authToken=abcdef',
    '//npm.example.com/:_authToken=***'
  ],
  ['npmrc _auth', '_auth=dXNlcjpwYXNzd29yZA==', '_auth=***'],
  ['Slack bot token', 'xoxb-1234567890-abcdefghij', MASK],
  ['Slack user token', 'xoxp-1234567890-abcdefghij', MASK],
  [
    'Slack webhook',
    'https://hooks.slack.com/services/T000/B000/XXXXXXXX',
    'https://hooks.slack.com/services/***'
  ],
  ['Stripe live key', `sk_live_${A}`, MASK],
  ['Stripe restricted key', `rk_live_${A}`, MASK],
  ['Stripe test key', `sk_test_${A}`, MASK],
  ['Stripe webhook secret', `whsec_${A}`, MASK],
  ['OpenAI key', `key sk-${A}`, `key ${MASK}`],
  ['OpenAI project key', `sk-proj-${A}_-x`, MASK],
  ['Anthropic-style key', `sk-ant-api03-${A}`, MASK],
  ['OPENAI_API_KEY assignment', `OPENAI_API_KEY=sk-proj-${A}`, 'OPENAI_API_KEY=***'],
  ['Google API key', `AIza${A.slice(0, 35)}`, MASK],
  [
    'JWT',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    MASK
  ],
  ['Authorization header', 'Authorization: Bearer abc.def', 'Authorization: ***'],
  ['curl header', 'curl -H "authorization: token abc123" x', 'curl -H "authorization: ***" x'],
  ['bare Bearer', 'sending Bearer xyz', 'sending Bearer ***'],
  ['X-Api-Key header', 'X-Api-Key: abcdef123', 'X-Api-Key: ***'],
  [
    'URL credentials',
    'curl https://bob:hunter22@example.com/x',
    'curl https://bob:***@example.com/x'
  ],
  ['database URL', 'postgres://app:pw@db:5432/x', 'postgres://app:***@db:5432/x'],
  [
    'token as URL password',
    `https://x-access-token:ghs_${A}@github.com/o/r`,
    'https://x-access-token:***@github.com/o/r'
  ],
  ['JSON fields', '{"password": "hunter2", "token":"abc"}', '{"password": "***", "token":"***"}'],
  ['flag with a space', 'mysql --password hunter2 db', 'mysql --password *** db'],
  ['flag with =', 'deploy --api-key=abc123', 'deploy --api-key=***'],
  [
    'RSA private key block',
    'k\n-----BEGIN RSA PRIVATE KEY-----\nMIIE\nabc\n-----END RSA PRIVATE KEY-----\nafter',
    'k\n***\nafter'
  ],
  [
    'OpenSSH private key block',
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----',
    MASK
  ],
  [
    'PGP private key block',
    '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdG\n-----END PGP PRIVATE KEY BLOCK-----',
    MASK
  ]
]

/** Lines that carry no credential and are sent as they are. */
const KEPT: Array<[string, string]> = [
  ['prose about tokens', 'tokenizer ran; passwords are hard; 3 tokens: 1234'],
  [
    'a commit sha and a uuid',
    '3f786850e387550fdab836ed7e6dc881de23001b 123e4567-e89b-12d3-a456-426614174000'
  ],
  ['a cache key', 'Cache restored from key: node-cache-Linux-x64-npm-1a2b3c'],
  ['the working directory', 'PWD=/home/runner/work/app OLDPWD=/'],
  ['words that end in key', 'MONKEY=banana turkey: 3'],
  ['a package name', 'installing sk-learn-tools and task-runner-for-everything-today'],
  ['a public Stripe key', 'pk_live_abcdefghijklmnop'],
  ['an already masked value', 'DB_PASSWORD=***']
]

describe('credential shapes', () => {
  it.each(REDACTED)('hides a %s', (_what, line, sent) => {
    expect(r.redact(line)).toBe(sent)
  })

  it.each(KEPT)('keeps %s', (_what, line) => {
    expect(r.redact(line)).toBe(line)
  })

  it('hides every shape whatever its body and whatever surrounds it', () => {
    const alnum = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      minLength: 40,
      maxLength: 60
    })
    const shapes: Array<(body: string) => [string, string]> = [
      b => [`ghp_${b}`, b],
      b => [`github_pat_${b}`, b],
      b => [`glpat-${b}`, b],
      b => [`npm_${b}`, b],
      b => [`xoxb-${b}`, b],
      b => [`sk_live_${b}`, b],
      b => [`sk-proj-${b}9`, b],
      b => [`AKIA${b.slice(0, 16).toUpperCase()}`, b.slice(0, 16).toUpperCase()],
      b => [`Bearer ${b}`, b],
      b => [`MY_DB_PASSWORD=${b}`, b],
      b => [`AWS_SECRET_ACCESS_KEY: "${b}"`, b],
      b => [`https://u:${b}@h.example`, b]
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        alnum,
        fc.constantFrom(' ', '\n', '\t', '"', "'", '(', ' = '),
        fc.constantFrom(' ', '\n', '\r\n', '"', "'", ')', ',', ';'),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 30 }),
        (shape, body, open, close, before, after) => {
          const [credential, secret] = shape(body)
          const out = r.redact(`${before}${open}${credential}${close}${after}`)
          expect(out).not.toContain(secret.slice(0, 8))
          expect(out).not.toContain(secret.slice(-8))
          expect(out).toContain(MASK)
        }
      )
    )
  })
})
