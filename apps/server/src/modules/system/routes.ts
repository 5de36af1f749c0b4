/**
 * The system module: GET /api/health (for load balancers and the start-up check) and GET /api/config/,
 * the public runtime settings the browser reads once at start (GEN-18, rule R4), and GET /api/time/, the
 * server's clock to the millisecond.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { HttpError } from '../../platform/errors.ts';
import { presentPublicConfig } from './presenter.ts';
import { pingDatabase } from './repository.ts';

/** A load balancer must hear "unhealthy" rather than wait for a database that hangs. */
export const HEALTH_DB_TIMEOUT_MS = 3_000;

export const systemModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['system.health'], async ({ request }) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('database did not answer in time')),
            HEALTH_DB_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (err) {
      // A real fault of ours, unlike client mistakes: logged as an error, hidden from the client.
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'The database is unavailable.');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  handle(app, endpoints['system.config'], () => presentPublicConfig(app.config, app.realtime.browserConfig));

  // The clock the lesson room's metronome follows: the app's clock, moved with it in development.
  handle(app, endpoints['system.time'], () => ({ now_ms: app.clock.now().getTime() }));
  done();
};
