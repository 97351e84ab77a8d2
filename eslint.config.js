// Lint for the whole repo. Kept fast (no type-aware rules): types are checked by `npm run typecheck`,
// layer boundaries by `npm run depcheck`. What this adds: typescript-eslint's recommended rules, the
// rules of hooks in ui/ and no data fetching in its effects (scripts/lint/noFetchInEffect.js), and a ban on
// ambient time, randomness, timers and platform globals in the core and the machines (they get those
// through ports and XState's clock).
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { noFetchInEffect } from './scripts/lint/noFetchInEffect.js'

const PORT_INSTEAD = 'core/ and machines/ reach the world through ports (ClockPort, StoragePort, ...) and XState\'s clock.'

const platformGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'WebSocket',
  'process',
  'console',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
].map((name) => ({ name, message: `No ${name} here: ${PORT_INSTEAD}` }))

const ambientProperties = [
  ['Date', 'now'],
  ['Math', 'random'],
  ['performance', 'now'],
  ['crypto', 'randomUUID'],
  ['crypto', 'getRandomValues'],
  ...['setTimeout', 'setInterval', 'window', 'document', 'localStorage', 'sessionStorage', 'process', 'console'].map(
    (name) => ['globalThis', name],
  ),
].map(([object, property]) => ({ object, property, message: `No ${object}.${property}() here: ${PORT_INSTEAD}` }))

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'dist-explorer/',
    'dist-server/',
    'lib/',
    '.bench/',
    'data/',
    '.e2e-data/',
    'test-results/',
    'playwright-report/',
  ]),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `interface X extends Y {}` is how module augmentation (e.g. TanStack Router's StaticDataRouteOption) is written
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['explorer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { hireflow: { rules: { 'no-fetch-in-effect': noFetchInEffect } } },
    rules: { 'hireflow/no-fetch-in-effect': 'error' },
  },
  {
    // Every text a person reads comes from the message catalogue (core/i18n): no words written into the markup.
    files: ['ui/**/*.tsx', 'explorer/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/\\p{L}/u]', message: 'Text a person reads comes from the message catalogue (core/i18n): use <FormattedMessage> or intl.formatMessage.' },
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt)$/] > Literal[value=/\\p{L}/u]',
          message: 'An accessible name, title or placeholder comes from the message catalogue (core/i18n): use intl.formatMessage.',
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts', 'machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...platformGlobals],
      'no-restricted-properties': ['error', ...ambientProperties],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `No new Date() for the current time here: ${PORT_INSTEAD}`,
        },
      ],
    },
  },
])
