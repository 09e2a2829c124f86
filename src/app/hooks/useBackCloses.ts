import { useEffect, useRef } from 'react';

/**
 * Android's back button (and the browser's) closes the open dialog or drawer instead of leaving
 * the page: each open overlay holds one history entry of the same URL above the page's own, and
 * going back to it closes the overlay on top. Closing an overlay by its ✕ takes its entry away
 * again, so the history never fills with dead entries.
 *
 * One stack for the whole page, because overlays hand over to each other (the cart closes as the
 * payment dialog opens, possibly before the dialog's code has loaded): changes are settled once
 * per task, and a `history.go(-n)` of ours is waited for (its popstate) before anything is pushed,
 * since a push that lands before a pending back would be the entry that back removes.
 */

interface Overlay {
  close: () => void;
}

/** Open overlays, oldest first: back closes the last one. */
const open: Overlay[] = [];
/** Entries of ours above the page's entry, as last seen. */
let depth = 0;
/** A `history.go` of ours is under way: its popstate is not the customer's. */
let goingBack = false;
let scheduled = false;
let listening = false;

const DEPTH_KEY = 'bukkaOverlay';

function stateDepth(): number {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return 0;
  const value = (state as Record<string, unknown>)[DEPTH_KEY];
  return typeof value === 'number' ? value : 0;
}

function settle() {
  scheduled = false;
  if (goingBack) return;
  // Someone else moved the history (a link or navigate() from inside an overlay): the entries
  // under the new one are theirs now, and nothing of ours is on top to take away.
  if (stateDepth() !== depth) depth = stateDepth();
  const want = open.length;
  if (want > depth) {
    for (let level = depth + 1; level <= want; level++) {
      // The router's own state (its key and index) is kept, so it sees the same location.
      const state: unknown = window.history.state;
      window.history.pushState({ ...(typeof state === 'object' ? state : {}), [DEPTH_KEY]: level }, '');
    }
    depth = want;
  } else if (want < depth) {
    // One back at a time, and never sent again: the entry it leaves says (its state) that `depth`
    // entries of ours lie under it, down to the page's own, so it always has somewhere to go and
    // its popstate always comes, however late (a busy phone). A back sent again before that
    // popstate lands one entry further than meant, below the page's entry: off the shop. (Sent
    // again after 3 s without a popstate, as it was, in the stories' run it takes Vitest's own
    // page back and ends the run: stories/screens/BackCloses.stories.tsx.)
    goingBack = true;
    window.history.go(want - depth);
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // After this task's renders and effects: a drawer closing as a dialog opens is one change.
  window.setTimeout(settle, 0);
}

function onPopState() {
  const now = stateDepth();
  if (goingBack) {
    goingBack = false;
    depth = now;
    schedule();
    return;
  }
  // The customer went back (or forward): close the overlays above the entry they are on.
  const closing = open.slice(now);
  depth = Math.min(now, depth);
  for (const overlay of closing.toReversed()) overlay.close();
  schedule();
}

function listen() {
  if (listening) return;
  listening = true;
  depth = stateDepth();
  window.addEventListener('popstate', onPopState);
  // A reload (the login's, or the customer's) with an overlay's entry on top: nothing is open
  // now, so that entry goes, and back leaves the page's own entry as it should.
  schedule();
}

function register(overlay: Overlay): () => void {
  listen();
  open.push(overlay);
  schedule();
  return () => {
    const at = open.indexOf(overlay);
    if (at !== -1) open.splice(at, 1);
    schedule();
  };
}

/**
 * While `open`, the overlay holds a history entry: back calls `close` (which must set `open`
 * false). Every container of a dialog, drawer or panel calls this once.
 */
export function useBackCloses(isOpen: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!isOpen) {
      listen();
      return;
    }
    return register({ close: () => closeRef.current() });
  }, [isOpen]);
}
