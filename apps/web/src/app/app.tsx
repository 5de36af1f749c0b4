import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../shared/api/query-client.ts';

/**
 * The app around its router: the browser's RouterProvider, or the server's StaticRouterProvider when it
 * renders a public page (entry-server.tsx). Both sides render this same tree, so hydration matches.
 */
export function App({ router, client = queryClient }: { router: ReactNode; client?: QueryClient }) {
  // The page answers from here on (a drawn page's buttons do nothing until it is hydrated): marked on
  // <html data-app-ready> for whoever must wait for it, the browser journeys among them.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={client}>
      {router}
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
