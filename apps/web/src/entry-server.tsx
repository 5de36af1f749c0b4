/**
 * The server's drawing of the public pages (issue 16, ADR 44): /, /listings (with its filters) and
 * /mentor/{id} go out as HTML with their content in it, and the app hydrates that HTML instead of drawing
 * the page again after its code and then its data have arrived one after the other.
 *
 * Built by Vite as a separate bundle for Node (dist-ssr/entry-server.js) and loaded by the server's web
 * plugin. The page is drawn for a visitor: no cookie reaches the data, so no personal answer enters the
 * HTML; the session stays unknown, as on the client's first drawing, and both sides draw the same tree.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialData } from '@app/contract';
import { App } from './app/app.tsx';
import { seedInitialData } from './app/initial-data.ts';
import { routes, type ServerRenderContext } from './app/routes.tsx';
import { setRichTextSanitizer } from './features/mentors/index.ts';
import { setTransport } from './shared/api/client.ts';
import { createQueryClient } from './shared/api/query-client.ts';

/** The pages worth drawing on the server: public, the same for every visitor, where search engines land. */
const SERVER_RENDERED = [/^\/$/, /^\/listings\/?$/, /^\/mentor\/\d{1,9}\/?$/];

export interface ServerRenderSetup {
  /** Sends one of the page's API reads to the server in process (never with anyone's cookies). */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  /** Sanitises a mentor's formatted text where there is no DOM for DOMPurify (the server's allow-list). */
  sanitize: (html: string) => string;
}

export interface ServerRenderedPage {
  /** The markup inside #root. */
  html: string;
  rendered: NonNullable<InitialData['rendered']>;
}

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

let handler: ReturnType<typeof createStaticHandler> | undefined;

export function setUpServerRendering(setup: ServerRenderSetup): void {
  setTransport(setup.transport);
  setRichTextSanitizer(setup.sanitize);
  handler = createStaticHandler(routes);
}

/**
 * The page at `url` drawn as HTML (with `pageData`, what the server puts into every page) with the data it was drawn from, or null when it is not one of the
 * server-drawn pages or its route did not simply render (a redirect, an error): the page then goes out as
 * the app's empty shell, as before.
 */
export async function renderPage(url: URL, pageData: InitialData): Promise<ServerRenderedPage | null> {
  if (!handler) throw new Error('setUpServerRendering() first');
  if (!isServerRendered(url.pathname)) return null;
  const queryClient = createQueryClient();
  // What every page carries (the masterclass banner) is drawn from the same answers the browser gets.
  seedInitialData(queryClient, pageData);
  const requestContext: ServerRenderContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  // An answer that failed (an unknown mentor, a server in trouble) is not carried into the page, so the
  // browser would draw something else than the HTML: such a page goes out as the empty app instead.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App
        client={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
  );
  const rendered = { queries: dehydrate(queryClient), loaderData: context.loaderData };
  queryClient.clear();
  return { html, rendered };
}
