/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** The key that encrypts the stored token and remembered username (DESIGN §4). */
  readonly VITE_STORAGE_KEY?: string;
  /** Where the API lives when it is not the page's own origin (DESIGN §6). */
  readonly VITE_API_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
