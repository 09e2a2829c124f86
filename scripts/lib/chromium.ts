// Debian's Chromium: test tools cannot download a browser of their own on these machines
// (TOOLCHAIN.md). One set of flags for the storybook project (vite.config.ts), the e2e tests and
// the scripts that drive a browser (benchmarks, app icons).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
