import { join } from 'node:path';

/**
 * The build's Node bundle of src/app/prerender.tsx (scripts/vite-prerender-home.ts writes it, the
 * server renders `/` with it: home-page.ts). It sits beside the storefront's folder, not in it:
 * nothing in it is for browsers, and the service worker precaches every script of that folder.
 */
export function ssrDirOf(staticDir: string): string {
  return `${staticDir.replace(/[\\/]+$/, '')}-ssr`;
}

/** The bundle's entry, in `ssrDirOf(staticDir)`. */
export function ssrEntryOf(staticDir: string): string {
  return join(ssrDirOf(staticDir), SSR_ENTRY);
}

export const SSR_ENTRY = 'prerender.js';
