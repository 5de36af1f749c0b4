/**
 * A real TURN server for a journey (issue 19 item 3): Debian's coturn (`apt-get install -y coturn`, the
 * `turnserver` program), started on a free port with one static user and stopped after. It listens and
 * relays on the machine's own non-loopback address: Chromium gathers no candidates on loopback.
 */
import { spawn } from 'node:child_process';
import { createServer, createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';

export interface TurnServer {
  iceServers: RTCIceServer[];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function machineAddress(): string {
  for (const list of Object.values(networkInterfaces())) {
    const found = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  throw new Error('no non-loopback IPv4 address for the TURN server');
}

/** Waits until the server accepts TCP connections on its port. */
async function listening(host: string, port: number, until: number, stopped: () => boolean): Promise<void> {
  while (Date.now() < until && !stopped()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`turnserver did not listen on ${host}:${port}`);
}

export async function startTurnServer(): Promise<TurnServer> {
  const host = machineAddress();
  const port = await freePort();
  const relay = 40_000 + (port % 20_000);
  const username = 'lesson';
  const credential = 'turn-secret-for-tests';
  const child = spawn(
    'turnserver',
    [
      '-n',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--log-file=stdout',
      `--listening-ip=${host}`,
      `--relay-ip=${host}`,
      `--listening-port=${port}`,
      `--min-port=${relay}`,
      `--max-port=${relay + 50}`,
      '--lt-cred-mech',
      '--fingerprint',
      '--realm=lesson.test',
      `--user=${username}:${credential}`,
      // The two browsers are on this same machine: their relayed addresses are private ones.
      '--allow-loopback-peers',
      '--cli-password=unused',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let failed: Error | undefined;
  child.once('error', (err) => {
    failed = new Error(`turnserver could not start (apt-get install -y coturn): ${err.message}`);
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await listening(host, port, Date.now() + 10_000, () => failed !== undefined || child.exitCode !== null);
  } catch (err) {
    child.kill('SIGTERM');
    throw failed ?? new Error(`${(err as Error).message}\n${output.slice(-2000)}`);
  }
  if (failed) throw failed;
  if (child.exitCode !== null)
    throw new Error(`turnserver exited (${child.exitCode}):\n${output.slice(-2000)}`);
  return {
    iceServers: [{ urls: [`turn:${host}:${port}?transport=udp`], username, credential }],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
