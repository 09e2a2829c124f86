import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { routes } from './routes/routes';

/**
 * The home page as static HTML, made at build time (vite.config.ts, build.rolldownOptions) and
 * put into dist/index.html: the first paint needs no JavaScript (First and Largest Contentful
 * Paint). Emotion writes its styles inline beside the markup; in the browser its cache moves
 * them to <head> before React renders the same page over it. It is a guest's view with an
 * empty cart: the browser's own state (cart, session) shows when the app takes over.
 */
export async function render(path = '/'): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Prerender of ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
