import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lowPriorityPreloads } from './build/low-priority-preloads.ts';
import { precompress } from './build/precompress.ts';

// In development the API runs on the server (npm run dev, port 3000); Vite proxies /api to it so the
// browser sees one origin, as in production where the server serves the built app itself. /app is the
// realtime WebSocket (Pusher protocol), so it is proxied as a WebSocket.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/dev': 'http://localhost:3000',
  '^/app/': { target: 'ws://localhost:3000', ws: true },
};

// `vite build --ssr src/entry-server.tsx` (the second half of `npm run build`) makes the server's drawing
// of the public pages (ADR 44): one file for Node, with every package inside, so the server needs nothing
// of the web app's dependencies at run time.
export default defineConfig(({ isSsrBuild }) => ({
  // precompress: the .br and .gz copies the server sends as they are (ADR 39); lowPriorityPreloads: the
  // first paint before the code (ADR 44). The browser's files only.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [lowPriorityPreloads(), precompress()])],
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` of a build talks to the same local server.
  preview: { port: 4173, proxy: apiProxy },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, target: 'node20', copyPublicDir: false }
    : { outDir: 'dist', sourcemap: false, target: 'es2022' },
  ssr: { noExternal: true },
}));
