/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { backOfficeChunks } from './scripts/back-office-chunks.ts'
import { messageAst } from './scripts/message-ast-plugin.ts'
import { savedDataVersion } from './scripts/saved-data-version.ts'
import { startParts } from './scripts/start-parts-plugin.ts'

const themeColor = '#0f5c6e'

/** Routes whose screens are part of the app's first load (see `splitBehavior` below). */
const landingRoutes = new Set<string>(['/', '/$slug'])

/** What the client entry imports one after another, each part evaluated in a task of its own. */
const appStart = startParts('src/entry-client.ts', [
  'src/start/react-runtime.ts',
  'src/start/design-system.ts',
  'src/start/shop-start.tsx',
])

/** The back office's chunks, which the service worker leaves out. */
const backOffice = backOfficeChunks()

/**
 * Server test files that need the machine to themselves: a restart timed under 500 connections,
 * and the shop as it ships, whose first requests must not be shed as busy.
 */
const aloneServerTests = ['tests/server/shutdown.test.ts', 'tests/server/release.test.ts']

const serverProject = (
  name: string,
  dialect: 'sqlite' | 'postgres',
  options: Record<string, unknown>,
) => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    env: { SHOP_TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 120_000,
    ...options,
  },
})

/** A dialect's server tests: two files at a time, then those that need the machine alone. */
const serverProjects = (name: string, dialect: 'sqlite' | 'postgres') => [
  serverProject(name, dialect, {
    exclude: aloneServerTests,
    // Its files together make every call of the API (checked once they have run).
    env: { SHOP_TEST_DIALECT: dialect, SHOP_EVERY_CALL_TESTED: 'true' },
    // Each file has a database and servers of its own; the server's modules load once per
    // worker, not once per file.
    maxWorkers: 2,
    isolate: false,
  }),
  // After the browser runs: beside a second file, the machine, not the shop, would be late.
  serverProject(`${name}-alone`, dialect, {
    include: aloneServerTests,
    maxWorkers: 1,
    // One dialect after the other: neither shares the machine.
    sequence: { groupOrder: dialect === 'sqlite' ? 3 : 4 },
  }),
]

/**
 * Browser test files that measure time on the visitor's screen, and the walk through the shop as
 * it ships, whose overload guard would shed its pages as busy beside a second file.
 */
const timedBrowserTests = ['tests/e2e/network-conditions.test.ts', 'tests/e2e/shop-walk.test.ts']

const browserProject = (name: string, options: Record<string, unknown>) => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // What a page does after an action (a block hydrating, a list refreshing) may take a few
    // seconds on a loaded machine: polls wait for the app's state as long as locators do.
    expect: { poll: { timeout: 15_000 } },
    // The server, Playwright and the contract load once per worker, not once per file: each file
    // still starts a server and a browser context of its own.
    isolate: false,
    ...options,
  },
})

const appPlugins: PluginOption[] = [
  // The router plugin must come before the React plugin.
  tanstackRouter({
    target: 'react',
    routesDirectory: 'src/routes',
    generatedRouteTree: 'src/routeTree.gen.ts',
    autoCodeSplitting: true,
    codeSplittingOptions: {
      // The pages visitors land on (home, CMS pages) come with the app: a separate chunk would
      // cost the first view a round trip after the app has started.
      // Other routes load their screen and their loader (with the API calls' schemas it reads)
      // when first visited or when a link to them is hovered or touched.
      splitBehavior: ({ routeId }) =>
        landingRoutes.has(routeId)
          ? []
          : routeId.startsWith('/admin')
            ? // The back office's screens load whole: one chunk each, one import in the start.
              [['loader', 'component', 'errorComponent', 'notFoundComponent', 'pendingComponent']]
            : [
                ['loader'],
                ['component'],
                ['errorComponent', 'notFoundComponent', 'pendingComponent'],
              ],
    },
    quoteStyle: 'single',
    semicolons: false,
    // Its scratch folder stays out of the repository.
    tmpDir: 'node_modules/.cache/tanstack-router',
  }),
  react(),
  messageAst(),
  appStart.plugin,
  backOffice.plugin,
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    // src/lib/register-service-worker.ts registers it through `virtual:pwa-register` (no inline script: CSP).
    injectRegister: false,
    injectManifest: {
      // A classic script: a module service worker fails to register in browsers without support.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // Staff's screens are never kept on a device.
      manifestTransforms: [backOffice.leaveOut],
    },
    manifest: {
      name: 'Appliance Shop',
      short_name: 'Shop',
      description: 'Irons and hairdryers: browse, compare and check authenticity, even offline.',
      lang: 'en',
      // The installed app's identity: it stays the same app whatever `start_url` becomes.
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      // Shown by the install dialog (scripts/capture-screenshots.ts makes them).
      screenshots: [
        {
          src: '/screenshots/home-narrow.webp',
          sizes: '540x1080',
          type: 'image/webp',
          form_factor: 'narrow',
          label: 'The shop on a phone',
        },
        {
          src: '/screenshots/home-wide.webp',
          sizes: '1280x800',
          type: 'image/webp',
          form_factor: 'wide',
          label: 'The shop on a wide screen',
        },
      ],
    },
    devOptions: { enabled: false },
  }),
]

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    // Data saved in the browser by another version of the shop is not read back.
    __SHOP_SAVED_DATA_VERSION__: JSON.stringify(savedDataVersion()),
  },
  // Vitest loads this file too; its projects do not use the app's plugins. The server entry's
  // build has no service worker of its own.
  plugins: process.env.VITEST ? [] : isSsrBuild ? appPlugins.slice(0, 3) : appPlugins,
  resolve: {
    // The build parses the messages (scripts/message-ast-plugin.ts): the app ships without
    // FormatJS's ICU parser.
    alias: process.env.VITEST
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The server finds the client entry's file (and what it imports) here.
    manifest: !isSsrBuild,
    // A back-office chunk is imported without a list of what to fetch beside it: the start of
    // every shopper's page would carry those lists, for screens only staff open.
    modulePreload: {
      resolveDependencies: (file: string, deps: string[]) =>
        backOffice.files.has(file) ? [] : deps,
    },
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The server's entry is one file: a dynamic import there (a route's screen, a block) would
        // go through the module loader on every render.
        codeSplitting: isSsrBuild ? false : { groups: appStart.groups },
        // A language's messages are named for it (`messages-fa-….js`), as the network shows them.
        chunkFileNames: (chunk) => {
          const locale = /\?locale=([a-z]+)$/.exec(chunk.facadeModuleId ?? '')?.[1]
          return locale ? `assets/[name]-${locale}-[hash].js` : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  test: {
    projects: [
      ...serverProjects('server', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? serverProjects('server-postgres', 'postgres') : []),
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          maxWorkers: 2,
        },
      },
      browserProject('e2e', {
        exclude: timedBrowserTests,
        // Two files at a time (each its own server, one shared Chromium): a file often waits
        // on the network, on timers or on the other process, so two fill the machine's two cores.
        maxWorkers: 2,
        // A run of its own: the other suites' timing tests (shutdown, overload) need the machine alone.
        sequence: { groupOrder: 1 },
      }),
      // The browser tests that time what the visitor sees run alone: beside a second file, the
      // machine, not the shop, would be late.
      browserProject('e2e-alone', {
        include: timedBrowserTests,
        maxWorkers: 1,
        sequence: { groupOrder: 2 },
      }),
    ],
  },
}))
