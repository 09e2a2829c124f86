import { createStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { loadCartFirstView } from './hooks/cartCode';
import { Root } from './routes/Root';
import { showsThePrerenderedPage } from './state/guestView';

// The cart drawer's first view before anything else the takeover asks for (hooks/cartCode.ts):
// a cart tapped before the takeover opens as soon as the line has brought it. The console has no cart.
if (!window.location.pathname.startsWith('/vendor')) void loadCartFirstView();

const container = document.getElementById('root')!;
const store = createStore();
const app = (
  <AppProviders store={store}>
    {/* No transitions: a lazy page shows its yellow bar at once instead of holding the last one. */}
    <BrowserRouter useTransitions={false}>
      <Root />
    </BrowserRouter>
  </AppProviders>
);

// index.html carries the home page prerendered at build time (prerender.tsx), so `/` paints
// before any script runs. When this browser would see that same page, React hydrates it: it
// attaches to the markup instead of building all of it again. Both go in a transition, so React
// works in small slices and the main thread stays free for input (Total Blocking Time).
// `data-menu`: the server's menu is not the one the markup was built with (home-page.ts), so the
// markup's prices are not the app's: a fresh render instead of a hydration that would not match.
if (
  window.location.pathname === '/' &&
  container.firstElementChild &&
  !container.dataset.menu &&
  showsThePrerenderedPage(store)
) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Another path, or a cart, a wishlist or a session to show: a fresh render, from a blank page
  // rather than the guest's one.
  if (window.location.pathname !== '/') container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
