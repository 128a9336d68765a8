import { readdirSync } from 'node:fs'
import { URL } from 'node:url'
import js from '@eslint/js'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The app's features: each a folder of src/features. */
const features = readdirSync(new URL('./src/features', import.meta.url))
/** Code every part of the app may use; it imports neither features nor the app. */
const shared = ['api', 'components', 'contract', 'i18n', 'lib', 'theme'].map(
  (dir) => `./src/${dir}`,
)
/** The app: routes, their compositions of features, the router and the two entries. */
const app = [
  './src/app',
  './src/routes',
  './src/router.tsx',
  './src/entry-client.tsx',
  './src/entry-server.tsx',
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'coverage', 'node_modules', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod/mini$)(?!\\./)',
              message: 'src/contract imports only zod/mini and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The PWA never imports the server.' },
            {
              regex: '^zod(?!/mini$)',
              message: 'The PWA imports zod/mini: the rest of zod does not tree-shake.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another one: the app composes them (src/routes, src/app).',
            })),
            {
              target: shared,
              from: ['./src/features', ...app],
              message: 'Shared code imports neither features nor the app.',
            },
            {
              target: './src/features',
              from: app,
              message: 'Features never import the app: the app composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.\\./src/(?!contract/)',
              message: 'The server imports only src/contract from src/.',
            },
          ],
        },
      ],
    },
  },
)
