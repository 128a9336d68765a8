/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** API host when it is not the PWA's own origin, e.g. `https://api.example.com`. */
  readonly VITE_API_BASE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The version of the data the browser saves between visits (see scripts/saved-data-version.ts). */
declare const __SHOP_SAVED_DATA_VERSION__: string
