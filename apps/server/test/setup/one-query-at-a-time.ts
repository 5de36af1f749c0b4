/**
 * Server test setup: queries must never run at once on one pg client. A transaction holds one client, and a
 * `Promise.all` of queries inside it makes pg 8 queue them behind each other and warn ("Calling
 * client.query() when the client is already executing a query is deprecated", a DeprecationWarning through
 * process.emitWarning); pg 9 will refuse them. The warning is easy to miss: it comes once per process, and
 * only from the third query at once. So this guard also wraps Client#query and notes every call made while
 * the client is still busy (two at once is enough), with the stack of the call, and fails the test that
 * made it. PGlite has no pg client (its driver serialises every query), so only PostgreSQL runs are guarded.
 */
import pg from 'pg';
import { afterEach } from 'vitest';

type BusyClient = { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean };

// Server test files share a worker's module cache (isolate: false), so this file may run once per test
// file in one process: the wrap and the warning listener are installed once, and their reports kept on
// the process.
const guard = globalThis as typeof globalThis & { concurrentQueryReports?: string[] };
const firstRun = guard.concurrentQueryReports === undefined;
const reports = (guard.concurrentQueryReports ??= []);

/** The concurrent calls noted since the last look (a test of the guard drains them itself). */
export function takeConcurrentQueryReports(): string[] {
  return reports.splice(0);
}

if (firstRun) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function guardedQuery(this: BusyClient, ...args: unknown[]) {
    // These are pg 8's own fields: its deprecation notice reads the same ones (client.js, query()).
    const busy = Boolean(this._activeQuery) || (this._queryQueue?.length ?? 0) > 0;
    if (busy && !this.pipeline) {
      reports.push(
        new Error('client.query() called while the client is already executing a query').stack ?? '',
      );
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) reports.push(warning.stack ?? warning.message);
  });
}

afterEach(() => {
  const found = takeConcurrentQueryReports();
  if (found.length > 0) {
    throw new Error(
      `Queries ran at once on one pg client (a Promise.all inside a transaction?):\n${found.join('\n\n')}`,
    );
  }
});
