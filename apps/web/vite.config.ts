import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

// In development the API runs on the server (npm run dev, port 3000); Vite proxies /api to it so the
// browser sees one origin, as in production where the server serves the built app itself. /app is the
// realtime WebSocket (Pusher protocol), so it is proxied as a WebSocket.
const apiProxy = {
  '/api': 'http://localhost:3000',
  '/dev': 'http://localhost:3000',
  '^/app/': { target: 'ws://localhost:3000', ws: true },
};

export default defineConfig({
  // precompress: the .br and .gz copies the server sends as they are (ADR 39).
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` of a build talks to the same local server.
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
