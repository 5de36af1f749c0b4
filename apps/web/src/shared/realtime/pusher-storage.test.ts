/**
 * AUTH-36 with the real pusher-js (the realtime client's own tests use a stand-in): once the tab's client
 * has told it so, pusher-js finds no local storage to keep its transport cache ("pusherTransportTLS") in,
 * so a connection that opens after logout's wipe leaves nothing behind.
 */
import type PusherType from 'pusher-js';
// The browser build, the one Vite bundles (package.json "browser"); Vitest would resolve the Node one.
// @ts-expect-error -- the browser build has no declarations of its own: typed as the package below.
import PusherWeb from 'pusher-js/dist/web/pusher.js';
import { expect, it } from 'vitest';
import { keepOutOfLocalStorage } from './realtime-client.ts';

const Pusher = PusherWeb as unknown as typeof PusherType;

it('leaves pusher-js no local storage for its transport cache', () => {
  expect(Pusher.Runtime.getLocalStorage()).toBe(window.localStorage);
  keepOutOfLocalStorage(Pusher);
  expect(Pusher.Runtime.getLocalStorage()).toBeUndefined();
});
