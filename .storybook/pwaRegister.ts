/**
 * `virtual:pwa-register` in Storybook (main.ts aliases it here): the screen stories render the
 * app's own AppStatusFeature, whose service worker (pwa.config.ts) would take the page's scope
 * from MSW's worker, which answers the stories' API calls. Storybook registers no app worker.
 */
export function registerSW(): (reload?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
