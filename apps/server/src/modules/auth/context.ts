/** What the accounts services need from the app, gathered once when the module starts. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { AccessTokenSigner, loadSigningKey } from './tokens.ts';

export interface AuthContext {
  db: Db;
  clock: Clock;
  config: Config;
  outbox: Outbox;
  accessTokens: AccessTokenSigner;
}

export async function createAuthContext(app: FastifyInstance): Promise<AuthContext> {
  const key = await loadSigningKey(app.db, app.clock.now());
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    outbox: app.outbox,
    accessTokens: new AccessTokenSigner(key),
  };
}
