/**
 * The first thing the page's entry (boot.ts, an `async` module script) does: start holding taps
 * on the prerendered page, and hand the replay to the app through `window.bukkaEarlyTaps`
 * (Root.tsx calls it once React has taken over). A global rather than an import: the app's
 * chunk then does not depend on the entry's.
 */
import { installEarlyTapContract } from './contract';

window.bukkaEarlyTaps = installEarlyTapContract();
