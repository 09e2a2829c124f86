import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { createRouter } from './routes/router';

const container = document.getElementById('root')!;
// index.html carries the home page prerendered at build time (prerender.tsx), so `/` paints
// before any script runs. Any other path starts from a blank page instead of a wrong one.
if (window.location.pathname !== '/') container.replaceChildren();

const router = createRouter();

// A transition: React renders in small slices instead of one long task, so the main thread
// stays free for input while it builds (Total Blocking Time); the prerendered page stays on
// screen until the first commit replaces it.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
});
