// First: before any module that can validate is evaluated (shared/config/validation.ts says why).
import './shared/config/validation.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app.tsx';
import { readInitialData, seedInitialData } from './app/initial-data.ts';
import { createAppRouter } from './app/router.tsx';
import { queryClient } from './shared/api/query-client.ts';
import { deviceTimeZone } from './shared/time/viewer-zone.ts';
import './styles.css';

/** Lets the browser run what waits (input, painting) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const initialData = readInitialData();
seedInitialData(queryClient, initialData);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A public page the server drew (ADR 44) is hydrated: React takes over the HTML that is already on screen,
// as a transition, so the work is cut into short slices and the phone stays responsive meanwhile (the page
// is already visible). Every other page starts empty and is drawn here.
const rendered = initialData.rendered;
if (rendered) {
  // The first use of Intl loads its locale data: 50-100 ms on a phone. In a task of its own, not inside
  // the first component that shows a date, which would stretch the taking-over into one long task (ADR 79).
  await nextTask();
  deviceTimeZone();
  await nextTask();
}
const router = await createAppRouter(rendered ? { loaderData: rendered.loaderData } : undefined);
const app = (
  <StrictMode>
    <App router={<RouterProvider router={router} />} />
  </StrictMode>
);
if (rendered && root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
