import { ConfigError, loadConfig } from './config.ts';
import { addressToOpen } from './platform/public-address.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig();
  const app = await startServer(config);
  // The one address to open (ADR 53): a page asked for on another loopback name is sent there.
  const bound = app.server.address();
  console.log(`Open ${addressToOpen(config, typeof bound === 'object' && bound ? bound.port : undefined)}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
