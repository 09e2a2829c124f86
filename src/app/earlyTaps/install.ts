/**
 * The page's first script (a classic one in <head>, built on its own by scripts/vite-early-taps.ts):
 * start holding taps on the prerendered page, and hand the replay to the app through
 * `window.bukkaEarlyTaps` (Root.tsx calls it once React has taken over). A global, since the
 * app's modules cannot import from a classic script.
 */
import { installEarlyTapContract } from './contract';

window.bukkaEarlyTaps = installEarlyTapContract();
