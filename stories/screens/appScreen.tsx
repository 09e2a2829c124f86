import type { StoryObj } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { getWorker } from 'msw-storybook-addon';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../src/app/AppProviders';
import { Root } from '../../src/app/routes/Root';
import { apiHandlers, type ServerData, type ServerState } from './handlers';
import { NOW } from './screenData';

/**
 * A whole screen: the app itself (AppProviders, Root, its routes, containers and atoms) at one
 * address, with a store of its own, as main.tsx renders it but in a MemoryRouter. What differs
 * between stories is only what the server answers (MSW) and what the browser had stored.
 */
export function AppScreen({ path }: { path: string }) {
  const [store] = useState(createStore);
  return (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <Root />
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Requests on their way through MSW's worker (answered or passed on: the API, the lazy chunks,
 * the pictures), event streams aside, which stay open by design.
 */
const inflight = new Set<string>();
let listening = false;
function trackRequests() {
  if (listening) return;
  listening = true;
  const { events } = getWorker();
  events.on('request:start', ({ request, requestId }) => {
    if (!new URL(request.url).pathname.endsWith('/events')) inflight.add(requestId);
  });
  events.on('request:end', ({ requestId }) => inflight.delete(requestId));
}

/**
 * A part still waiting for its data: a skeleton (Today asks for its summary half a second after the
 * orders settle, after the network has gone quiet once) or the yellow bar of a page loading.
 */
const STILL_LOADING = '.MuiSkeleton-root, .MuiLinearProgress-root';

/**
 * A part whose code is still on its way (the cart's checkout fields, CartDrawer.tsx): never what a
 * screen shows for good, down or offline alike. Its import can start after three quiet frames, so
 * the quiet network alone let a screenshot catch the empty place (Cart Delivery Phone, once the
 * stories ran on React's production build).
 */
const CODE_COMING = '.Bukka-fields-coming';

const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

/**
 * The screen is drawn: the app has taken over, `shows` is in the page, nothing shows a skeleton
 * (with the server down or no network a skeleton may be what the screen shows for good:
 * `skeletons` lets it stay), and no request has been on its way for three frames (a lazy chunk,
 * an answer, a picture each bring the next render and maybe the next request). Without it a
 * screenshot catches a screen still filling in on a busy machine.
 */
export async function screenSettled({ skeletons = false, shows = 'body' } = {}) {
  trackRequests();
  for (let quiet = 0; quiet < 3;) {
    await frame();
    const drawn =
      document.documentElement.dataset.app === 'ready' &&
      document.querySelector(shows) !== null &&
      !document.querySelector(CODE_COMING) &&
      (skeletons || !document.querySelector(STILL_LOADING));
    quiet = inflight.size === 0 && drawn ? quiet + 1 : 0;
  }
}

/**
 * MSW's worker controls this page. The first story of a file can start before the worker, just
 * registered, has claimed the page: its calls would then reach the dev server (and whatever
 * listens behind its /api proxy) instead of the story's handlers, and its lazy chunks would load
 * unseen by `screenSettled`.
 */
async function mswControlsPage() {
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise((done) =>
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
  );
}

/** The stories' clock: `new Date()` and `Date.now()` say NOW (ages, 'today', times on cards). */
function freezeClock(at: number): () => void {
  const RealDate = Date;
  class StoryDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      if (args.length === 0) super(at);
      else super(args[0]);
    }
    static override now() {
      return at;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** The phone says it has no network: navigator.onLine false and an `offline` event. */
function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    // The own property hides Navigator.prototype's getter; gone, the real one answers again.
    delete (navigator as { onLine?: boolean }).onLine;
  };
}

export type Viewport = 'mobile' | 'desktop';

/** What the story changed in the page (its clock, the network), put back when it ends. */
const undoOnCleanup: (() => void)[] = [];

export interface ScreenSpec {
  /** The address the app opens at. */
  path: string;
  data: ServerData;
  state?: ServerState;
  /** A signed-in browser: the stored token (`edar`), as a login leaves it. */
  signedIn?: boolean;
  /**
   * A selector for what the screen shows once its page is in (the console's bottom bar): the first
   * story of a file otherwise passes for drawn while the page's own code is still loading.
   */
  shows?: string;
  /** What the tab's sessionStorage holds (cartItems, addresses, checkoutDraft, orderToPay…). */
  session?: Record<string, unknown>;
}

/**
 * For a story in the `dropped` state, in its play function: the network goes. Every call fails as
 * it does offline, and the phone says so (navigator.onLine, the `offline` event); put back when
 * the story ends.
 */
export function dropNetwork() {
  getWorker().use(http.all('/api/*', () => HttpResponse.error()));
  undoOnCleanup.push(goOffline());
}

/** One screen in one state at one width, its server answered by MSW. */
export function screen(spec: ScreenSpec, viewport: Viewport, extra: Partial<StoryObj> = {}): StoryObj {
  const { path, data, state = 'up', signedIn = false, session = {}, shows } = spec;
  // The home page is drawn once its menu is, when its server has one: the story's page has no
  // menu of its own (the server writes one into the shop's), and on a busy machine the menu's read
  // can start after the three quiet frames. A play function that then drops the network left the
  // menu empty for good behind its dialog (Payment Offline Phone, once in a whole run).
  const menuShows =
    path === '/' && (state === 'up' || state === 'dropped') && data.menu.length > 0
      ? '#menu article'
      : undefined;
  return {
    ...extra,
    render: () => <AppScreen path={path} />,
    // The story's own steps once the screen is drawn, and the screen drawn again after them.
    play: async (context) => {
      const settled = { skeletons: state === 'down' || state === 'offline', shows: shows ?? menuShows };
      await screenSettled(settled);
      await extra.play?.(context);
      await screenSettled(settled);
    },
    parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers(data, state) }, ...extra.parameters },
    globals: { viewport: { value: viewport, isRotated: false } },
    beforeEach: async () => {
      await mswControlsPage();
      trackRequests();
      inflight.clear();
      delete document.documentElement.dataset.app;
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, JSON.stringify(value));
      if (signedIn) {
        const { writeEncrypted } = await import('../../src/app/state/cipher');
        writeEncrypted('local', 'edar', 'story-token');
      }
      undoOnCleanup.push(freezeClock(NOW), ...(state === 'offline' ? [goOffline()] : []));
      return () => {
        for (const restore of undoOnCleanup.splice(0)) restore();
        localStorage.clear();
        sessionStorage.clear();
      };
    },
  };
}
