import { useEffect } from 'react';

/** The console's own web app manifest (public/vendor.webmanifest): "Bukka Kitchen", scope /vendor. */
export const CONSOLE_MANIFEST = '/vendor.webmanifest';
/** The console's bar colour (brand ink), for the installed app's title bar. */
const CONSOLE_THEME_COLOR = '#1A1410';

/**
 * Makes /vendor install as its own app on the vendor's phone (issue 15, item 7): while the
 * console's page is open, the document's manifest link points at the console's manifest (its own
 * name, scope and start URL /vendor) instead of the storefront's, and the theme colour is the
 * console's; both come back when the page goes. Only this page links it, and the storefront's
 * service worker never precaches it (pwa.config.ts). Chrome reads the manifest link again when
 * it changes, so arriving at /vendor from the storefront counts too.
 */
export function useConsoleManifest() {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    const before = link.getAttribute('href');
    link.setAttribute('href', CONSOLE_MANIFEST);
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const themeBefore = theme?.content;
    if (theme) theme.content = CONSOLE_THEME_COLOR;
    return () => {
      if (added) link.remove();
      else if (before !== null) link.setAttribute('href', before);
      if (theme && themeBefore !== undefined) theme.content = themeBefore;
    };
  }, []);
}
