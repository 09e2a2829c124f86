// Debian's Chromium: test tools cannot download a browser of their own on these machines
// (TOOLCHAIN.md). One set of flags for the storybook project (vite.config.ts), the e2e tests and
// the scripts that drive a browser (benchmarks, app icons).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium without the browser's windows and layers
 * (what Playwright itself runs for headless). The e2e files run on it: a fresh context per test
 * costs about a quarter less CPU there (checkout + payments 103 → 77 busy CPU-s). Its pictures
 * differ from the full browser's, so the stories, whose screenshots are baselines, stay on
 * CHROMIUM_PATH; and it always answers Notification.permission 'denied', so the files about
 * notifications do too (tests/e2e/helpers.ts browserForFile).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Screenshots must not depend on the machine's fonts or colour profile.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
