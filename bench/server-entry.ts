/**
 * The server as the benches with a fixed "now" run it in a child process: startServer exactly as
 * apps/server/src/main.ts calls it (configuration from the environment), with the clock frozen at BENCH_NOW
 * (their seeds are dated around it) and, with BENCH_JOBS=0, without the scheduled jobs.
 */
import { loadConfig } from '../apps/server/src/config.ts';
import { FixedClock } from '../apps/server/src/platform/clock.ts';
import { startServer } from '../apps/server/src/server.ts';

const now = process.env.BENCH_NOW;
const app = await startServer(loadConfig(), {
  ...(now ? { clock: new FixedClock(now) } : {}),
  jobs: process.env.BENCH_JOBS !== '0',
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
