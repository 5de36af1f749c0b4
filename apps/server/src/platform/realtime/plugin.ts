/**
 * The realtime plugin: decorates `app.realtime` and, without PUSHER_* configuration, runs the in-process
 * Pusher server on the app's HTTP server with a key and secret generated once per database (so several
 * processes agree on them). On PostgreSQL its events reach every process's sockets through LISTEN/NOTIFY
 * (pg-fanout.ts); PGlite is one process by nature and delivers directly. Domain modules registered after it call
 * `app.realtime.authorizeChannel(prefix, check)` and `app.realtime.publish(...)`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressOf, trustFunction } from '../client-address.ts';
import { loadServerSecret } from '../secrets.ts';
import { PgFanout } from './pg-fanout.ts';
import { createRealtime, hostedParts, inProcessParts, type EventSink, type Realtime } from './realtime.ts';
import { PusherSocketServer, type SocketServerLimits } from './socket-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Tighter limits and shorter timeouts for tests. */
  limits?: Partial<SocketServerLimits>;
}

/**
 * A browser page of another site must not open our socket with the user's cookies in hand (it could not
 * sign a subscription anyway, but it has no business here). PUBLIC_URL's origin and the Host the request
 * was sent to are trusted, as in the CSRF check; clients outside a browser send no Origin.
 */
function originAllowed(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (origin: string, request: IncomingMessage): boolean => {
    if (origin === publicOrigin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };
}

async function startInProcess(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const now = app.clock.now();
  const key = await loadServerSecret(app.db, 'realtime_app_key', now, () => randomBytes(10).toString('hex'));
  const secret = await loadServerSecret(app.db, 'realtime_app_secret', now);
  const server = new PusherSocketServer({
    key,
    secret,
    log: app.log,
    originAllowed: originAllowed(app.config.publicUrl),
    // The same address as request.ip, so the per-IP socket limit cannot be dodged with a forged header.
    clientAddress: clientAddressOf(trustFunction(app.config.TRUST_PROXY)),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  server.attach(app.server);
  // preClose: before the HTTP server waits for its connections, which upgraded sockets would hold open.
  app.addHook('preClose', (done) => {
    server.close();
    done();
  });
  return createRealtime(inProcessParts(server, app.log, await clusterSink(app, server)));
}

/** On PostgreSQL, the LISTEN/NOTIFY fan-out (closed with the app); undefined (direct delivery) on PGlite. */
async function clusterSink(app: FastifyInstance, server: PusherSocketServer): Promise<EventSink | undefined> {
  const url = app.database.kind === 'postgres' ? app.database.url : undefined;
  if (!url) return undefined;
  const fanout = new PgFanout({
    url,
    notify: async (channel, payload) => {
      await app.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    deliver: (channel, event, data) => server.publish(channel, event, data),
    log: app.log,
  });
  await fanout.start();
  // onClose: requests still in flight during preClose may publish; the pool outlives this hook.
  app.addHook('onClose', async () => fanout.close());
  return fanout;
}

export const realtime = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const value =
      app.config.realtimeProvider === 'pusher'
        ? createRealtime(hostedParts(app.config, app.log))
        : await startInProcess(app, options);
    app.decorate('realtime', value);
  },
  { name: 'realtime' },
);
