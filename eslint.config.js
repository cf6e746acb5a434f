import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
    // The emulator is the service's independent double: it shares no code with the client (a
    // bug in one would hide the same bug in the other) and knows no front end. Its command
    // lives in src/cli and imports it, never the other way round.
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
  }
)
