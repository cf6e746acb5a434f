import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * The core's parts, highest first (docs/development.md, "The parts"): each may import only the
 * parts after it, and src/util, the bottom layer below them all.
 */
const coreParts = [
  'helper',
  'reconcile',
  'run',
  'steps',
  'queue',
  'settings',
  'client',
  'logs',
  'process'
]

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly'
      }
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
      ]
    }
  },
  {
    // Rooms small enough to read at a sitting: a function that needs more than a screen is
    // steps that want names, and a file past 450 lines holds more than one job (counted as
    // written, comments included).
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 450 }],
      'max-lines-per-function': ['error', { max: 80 }]
    }
  },
  {
    // The emulator is the service's independent double: it shares no code with the client (a
    // bug in one would hide the same bug in the other) and knows no front end. Its command
    // lives in src/cli and imports it, never the other way round. Of the bottom layer it takes
    // only the reading of a cron expression and a time zone (util/cron.ts, util/zone-time.ts):
    // cron's rules, not the API's, which a page and a client must not read two ways.
    files: ['src/emulator/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(client|cli|action)/',
              message:
                'src/emulator imports nothing from src/client, src/cli or src/action: it states the API text itself (service/api.ts).'
            }
          ]
        }
      ]
    }
  },
  // The parts and the one rule between them (docs/development.md, "The parts"): the core knows
  // no front end, front ends never import each other, and within the core each part imports
  // only the parts below it. Each block names what its files may not import; a later block
  // replaces an earlier one for the files both match.
  ...coreParts.map((part, i) => ({
    // The core: what every front end shares. The front ends are src/action (the action's steps,
    // notify among them), src/cli, the library entry src/index.ts and the bundles' entries.
    files: [`src/${part}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message:
                "The runner's toolkit is the action's: the core reports through what it is given."
            }
          ],
          patterns: [
            {
              regex: '(^|/)(action|cli|entries)/|^\\.\\./index\\.js$',
              message:
                'The core (client, queue, logs, run, settings, steps, helper, process, reconcile, util) imports no front end: src/action, src/cli, src/entries or the library entry src/index.ts.'
            },
            {
              regex: '(^|/)environment/',
              message:
                "src/environment is the front ends' reading of the environment: the core takes the facts it reads, never the reader."
            },
            ...(i === 0
              ? []
              : [
                  {
                    regex: `(^|/)(${coreParts.slice(0, i).join('|')})/`,
                    message: `src/${part} imports no part above it in the core (${coreParts.slice(0, i).join(', ')}): what both need belongs in ${part} or below (docs/development.md, "The parts").`
                  }
                ])
          ]
        }
      ]
    }
  })),
  {
    // The environment is read where a front end starts, once, into typed facts (the proxy,
    // the queue's place, the runner's context, ...); the core takes only those, so a test
    // hands it any facts and what a front end reads is said in one place.
    files: ['src/{client,queue,logs,run,settings,steps,helper,process,reconcile,util}/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            "The core reads no environment: the front end reads it once into typed facts (src/environment, the action's facts, the command's settings) and hands those down."
        }
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSQualifiedName[left.name='NodeJS'][right.name='ProcessEnv']",
          message:
            "The core takes typed facts, not the raw environment: read the variable where the front end starts (src/environment, the action's facts, the command's settings) into a named field. Only a child's environment, passed on as data, is a NodeJS.ProcessEnv (run/child-environment.ts, run/run-cookie.ts, helper/spawn.ts)."
        }
      ]
    }
  },
  {
    // A child's environment is data the core passes on, not variables it reads for itself.
    files: ['src/run/child-environment.ts', 'src/run/run-cookie.ts', 'src/helper/spawn.ts'],
    rules: { 'no-restricted-syntax': 'off' }
  },
  {
    // The front ends' reading of the environment into the core's typed facts: shared by every
    // front end, it imports none of them.
    files: ['src/environment/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(action|cli|entries)/|^\\.\\./index\\.js$',
              message:
                'src/environment serves every front end and imports none: src/action, src/cli, src/entries or the library entry src/index.ts.'
            }
          ]
        }
      ]
    }
  },
  {
    // The bottom layer: small helpers with no dependency of ours, usable from every part.
    files: ['src/util/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'src/util imports nothing of ours outside src/util: it is the bottom layer.'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['src/action/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(cli|entries)/|^\\.\\./index\\.js$',
              message:
                'A front end never imports another: what src/action shares with src/cli or the library belongs in the core.'
            }
          ]
        }
      ]
    }
  },
  {
    // The command-line tool may import the emulator: its `emulator` command serves it.
    files: ['src/cli/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(action|entries)/|^\\.\\./index\\.js$',
              message:
                'A front end never imports another: what src/cli shares with src/action or the library belongs in the core.'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['src/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(action|cli|entries)/',
              message:
                'A front end never imports another: the library exports the core, never src/action or src/cli.'
            }
          ]
        }
      ]
    }
  }
)
