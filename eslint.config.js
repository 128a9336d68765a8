import { readdirSync } from 'node:fs'
import { relative } from 'node:path'
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

/** A file or folder name: lowercase words joined by hyphens, in dot-separated parts. */
const kebabName = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/
/**
 * The router's names too: `$param`, `$` (the rest of the address) and `__root` parts, `-private`
 * folders ignored by the router.
 */
const routeName =
  /^-?([a-z0-9]+(-[a-z0-9]+)*|\$(?:[a-z][a-zA-Z0-9]*)?|__root)(\.([a-z0-9]+(-[a-z0-9]+)*|\$(?:[a-z][a-zA-Z0-9]*)?))*$/

/** The shop's own rules, where no plugin has one. */
const shopRules = {
  rules: {
    'kebab-case-file-names': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File and folder names are kebab-case.' },
        schema: [
          {
            type: 'object',
            properties: { routes: { type: 'boolean' } },
            additionalProperties: false,
          },
        ],
        messages: {
          notKebab: '"{{name}}" is not kebab-case (lowercase words joined by hyphens).',
        },
      },
      create(context) {
        const allowed = context.options[0]?.routes ? routeName : kebabName
        const names = relative(context.cwd, context.filename).split(/[\\/]/)
        // A file outside the project (an editor's scratch file) is not the shop's to name.
        const wrong = names[0] === '..' ? undefined : names.find((name) => !allowed.test(name))
        if (wrong === undefined) return {}
        return {
          Program(node) {
            context.report({
              node,
              loc: { line: 1, column: 0 },
              messageId: 'notKebab',
              data: { name: wrong },
            })
          },
        }
      },
    },
  },
}

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
    files: ['{src,server,sw,scripts,tests}/**/*.{js,ts,tsx}'],
    plugins: { shop: shopRules },
    rules: { 'shop/kebab-case-file-names': 'error' },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: { 'shop/kebab-case-file-names': ['error', { routes: true }] },
  },
  {
    files: ['{src,server,sw}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The modules import-x reads to follow imports (no-cycle): without it, only .js files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
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
              // The shop's formatting (src/i18n) writes its mail's numbers, prices and dates as
              // its pages do.
              regex: '\\.\\./src/(?!contract/|i18n/)',
              message: 'The server imports only src/contract and src/i18n from src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!workbox-[a-z-]+(/|$))(?!idb-keyval$)(?!\\.\\./src/contract/)(?!\\./)',
              message:
                'The service worker imports only Workbox, idb-keyval, the contract and its own modules: no DOM, React, Query, Chakra or app code.',
            },
          ],
        },
      ],
    },
  },
)
