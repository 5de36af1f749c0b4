import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. A page the server rendered (issue 16) is hydrated with the server's loader data,
 * and the lazily loaded routes it matched are loaded first: the first client render must draw the same
 * page the HTML holds, not the loading fallback.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const lazy = route.lazy;
        if (typeof lazy !== 'function') return;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
