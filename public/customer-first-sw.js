/* The precache waits while the customer's own requests are on their way (issue 30), imported by
 * the generated Workbox worker (pwa.config.ts `importScripts`). Plain JavaScript: the worker runs
 * it as it is.
 *
 * Why here, and a wrap of `fetch`: generateSW gives the precache no plugin of ours (Workbox's
 * addPlugins needs injectManifest and a worker of our own), but this script runs in the worker's
 * global scope before Workbox's install listener is added, and Workbox's precache fetches through
 * the global `fetch` (PrecacheStrategy -> StrategyHandler.fetch -> fetch(request)), one entry at
 * a time. A worker that is installing handles no fetch events (it is not active), so every fetch
 * it makes between its `install` and its `activate` is the precache's: only those wait. Once
 * active, the runtime routes fetch as before; a new build installing beside a running one waits
 * the same way (its install is a precache too).
 *
 * The page (src/app/features/pwa/nextInLine.ts) says on a BroadcastChannel when one of the
 * customer's own requests (placing the order, paying, logging in, signing up: every request that
 * is not a GET) starts and when its answer is all in. A BroadcastChannel reaches a worker that
 * controls no page yet, which postMessage to a client cannot. At 250 kbit/s a precache download
 * beside the checkout halves the checkout's share of the line. A request the worker heard start
 * counts as done after BUSY_AT_MOST_MS even if its end was never heard (a closed tab): a lost
 * message must not stall the install.
 */
(() => {
  // The same name as CUSTOMER_BUSY_CHANNEL (src/app/features/pwa/cacheNames.ts).
  const channel = new BroadcastChannel('bukka-customer-busy');
  const BUSY_AT_MOST_MS = 20_000;
  /** How long the install waits for the open pages to say what is on its way when it starts. */
  const ANSWER_AT_MOST_MS = 250;
  /** The customer's requests on their way: id -> the moment they count as done regardless. */
  const busyUntil = new Map();
  let installing = false;
  /** Resolves once the pages have answered the install's question (or not in time). */
  let answered = Promise.resolve();
  let heard = () => {};
  /** The fetches that wait, woken to look again at every message. */
  const waiting = new Set();

  channel.addEventListener('message', ({ data }) => {
    if (!data || typeof data !== 'object') return;
    if (data.kind === 'state' || data.kind === 'busy') {
      for (const id of data.kind === 'state' ? data.busy : [data.id])
        busyUntil.set(id, Date.now() + BUSY_AT_MOST_MS);
      if (data.kind === 'state') heard();
    } else if (data.kind === 'done') busyUntil.delete(data.id);
    for (const wake of waiting) wake();
  });

  /** How long the longest of the customer's requests may still count as on its way (0: none). */
  function busyFor() {
    const now = Date.now();
    let longest = 0;
    for (const [id, until] of busyUntil) {
      if (until <= now) busyUntil.delete(id);
      else longest = Math.max(longest, until - now);
    }
    return longest;
  }

  async function customerDone() {
    await answered;
    let told = false;
    for (let left = busyFor(); left > 0; left = busyFor()) {
      // Said once per wait, for the pages (nextTap.test watches it: the precache is held, not slow).
      if (!told) channel.postMessage({ kind: 'holding' });
      told = true;
      await new Promise((done) => {
        const wake = () => {
          waiting.delete(wake);
          done();
        };
        waiting.add(wake);
        setTimeout(wake, left);
      });
    }
  }

  self.addEventListener('install', () => {
    installing = true;
    // A request that started before this worker was running was said to no one: the pages say
    // again what is on their way.
    answered = new Promise((done) => {
      heard = done;
      setTimeout(done, ANSWER_AT_MOST_MS);
    });
    channel.postMessage({ kind: 'ask' });
  });
  self.addEventListener('activate', () => {
    installing = false;
  });

  const fetchOfWorker = self.fetch.bind(self);
  self.fetch = async (...args) => {
    if (installing) await customerDone();
    return fetchOfWorker(...args);
  };
})();
