/**
 * "Is the recipient online?" for R6's new-message mail, answered from the database so it holds across
 * several server processes and with a hosted Pusher service (the socket server of one process cannot
 * know). Every authenticated API call counts as being seen, the chat's 30 s unread poll included; each
 * process writes a user's last_seen_at at most once a minute, so the cost is one map lookup per request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client.ts';
import { seenSince, touchPresence } from './repository.ts';

/** How often one process writes a user's last_seen_at. */
export const PRESENCE_TOUCH_SECONDS = 60;
/** Not seen for longer than this: offline (two missed polls plus the touch interval's slack). */
export const OFFLINE_AFTER_SECONDS = 120;
/** The per-process memory of recent touches is dropped whole past this many users (a bound, not an LRU). */
const MEMORY_LIMIT = 50_000;

export async function isOnline(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - OFFLINE_AFTER_SECONDS * 1000);
  return seenSince(db, userId, since);
}

/** Registered at the root (fastify-plugin) after the auth module, whose hook sets request.user. */
export const presencePlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const touched = new Map<number, number>();
    app.addHook('preHandler', async (request) => {
      const user = request.user;
      if (!user || !request.url.startsWith('/api/')) return;
      const now = app.clock.now();
      const last = touched.get(user.id);
      if (last !== undefined && now.getTime() - last < PRESENCE_TOUCH_SECONDS * 1000 && now.getTime() >= last)
        return;
      if (touched.size >= MEMORY_LIMIT) touched.clear();
      touched.set(user.id, now.getTime());
      try {
        await touchPresence(app.db, user.id, now);
      } catch (err) {
        // Presence only decides whether a mail goes out; a failed write must not fail the request.
        touched.delete(user.id);
        request.log.warn({ err }, 'presence not recorded');
      }
    });
    done();
  },
  { name: 'conversation-presence', dependencies: ['auth'] },
);
