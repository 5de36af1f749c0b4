/**
 * The in-process Pusher Channels server (protocol 7) on the app's own HTTP server: WebSocket upgrades of
 * /app/{key} are taken over with `ws` in noServer mode, everything else is left alone. It keeps the
 * connections of this process only; events published here reach this process's subscribers.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  PUSHER_PROTOCOL_VERSION,
  REALTIME_ACTIVITY_TIMEOUT_SECONDS,
  REALTIME_PONG_TIMEOUT_SECONDS,
} from '@app/contract';
import { Connection, type ConnectionHost, type ConnectionLimits } from './connection.ts';
import { ErrorCode, encodeEvent } from './protocol.ts';

export interface SocketServerLimits extends ConnectionLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** How often silent connections are looked at. */
  activityCheckMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketServerLimits = {
  activityTimeoutSeconds: REALTIME_ACTIVITY_TIMEOUT_SECONDS,
  pongTimeoutMs: REALTIME_PONG_TIMEOUT_SECONDS * 1000,
  maxSubscriptionsPerConnection: 100,
  clientEventsPerSecond: 10,
  maxBufferedBytes: 1024 * 1024,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 100,
  activityCheckMs: 5_000,
};

/** A frame larger than this closes the connection (1009) before it is even read; events are 10 KB. */
const MAX_FRAME_BYTES = 64 * 1024;
const APP_PATH = /^\/app\/([^/]+)$/;

export interface SocketServerOptions {
  key: string;
  secret: string;
  log: FastifyBaseLogger;
  limits?: Partial<SocketServerLimits>;
  /** Whether a browser page of this Origin may connect (cross-site pages may not). */
  originAllowed: (origin: string, request: IncomingMessage) => boolean;
  /** The client's address, for the per-address connection cap. */
  clientAddress: (request: IncomingMessage) => string;
}

export class PusherSocketServer implements ConnectionHost {
  readonly key: string;
  readonly secret: string;
  readonly log: FastifyBaseLogger;
  readonly limits: SocketServerLimits;
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  private readonly connections = new Set<Connection>();
  private readonly addresses = new Map<Connection, string>();
  private readonly perAddress = new Map<string, number>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly timer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly options: SocketServerOptions) {
    this.key = options.key;
    this.secret = options.secret;
    this.log = options.log;
    this.limits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
    this.timer = setInterval(() => this.checkActivity(), this.limits.activityCheckMs);
    this.timer.unref();
  }

  /** Takes over the realtime path's upgrades on this HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (path.startsWith('/app/')) this.upgrade(request, socket, head);
      // Nobody else listens for upgrades: answer rather than leave the socket hanging.
      else if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Sends a server event to every subscriber of the channel in this process. */
  publish(channel: string, event: string, data: unknown): void {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    const frame = encodeEvent(event, data, channel);
    for (const connection of subscribers) connection.send(frame);
  }

  join(connection: Connection, channel: string): void {
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
  }

  leave(connection: Connection, channel: string): void {
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.channels.delete(channel);
  }

  relay(sender: Connection, channel: string, frame: string): void {
    for (const connection of this.channels.get(channel) ?? []) {
      if (connection !== sender) connection.send(frame);
    }
  }

  forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of connection.channels) this.leave(connection, channel);
    connection.channels.clear();
    const address = this.addresses.get(connection);
    this.addresses.delete(connection);
    if (address !== undefined) {
      const count = (this.perAddress.get(address) ?? 1) - 1;
      if (count > 0) this.perAddress.set(address, count);
      else this.perAddress.delete(address);
    }
  }

  /** Asks every client to reconnect (4200: another process or this one after restart takes them). */
  close(): void {
    this.closing = true;
    clearInterval(this.timer);
    for (const connection of [...this.connections])
      connection.close(ErrorCode.reconnect, 'Server is restarting');
    this.wss.close();
  }

  private checkActivity(): void {
    const now = Date.now();
    for (const connection of this.connections) connection.checkActivity(now);
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = request.headers.origin;
    if (this.closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    if (origin !== undefined && !this.options.originAllowed(origin, request)) {
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
  }

  /** The protocol refuses with pusher:error and a close code, so pusher-js knows whether to retry. */
  private accept(ws: WebSocket, request: IncomingMessage): void {
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const refusal = this.refusalFor(url, request);
    if (refusal) {
      ws.send(
        JSON.stringify({ event: 'pusher:error', data: { code: refusal.code, message: refusal.message } }),
      );
      ws.close(refusal.code, refusal.message);
      return;
    }
    const connection = new Connection(ws, this);
    const address = this.options.clientAddress(request);
    this.connections.add(connection);
    this.addresses.set(connection, address);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    connection.establish();
  }

  private refusalFor(url: URL, request: IncomingMessage): { code: number; message: string } | undefined {
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (key === undefined) return { code: ErrorCode.pathNotFound, message: 'Path not found' };
    if (key !== this.key) return { code: ErrorCode.appDoesNotExist, message: 'Application does not exist' };
    const protocol = url.searchParams.get('protocol');
    if (protocol === null)
      return { code: ErrorCode.noProtocolVersion, message: 'No protocol version supplied' };
    if (!/^\d+$/.test(protocol))
      return { code: ErrorCode.invalidVersion, message: 'Invalid version string format' };
    if (Number(protocol) !== PUSHER_PROTOCOL_VERSION) {
      return {
        code: ErrorCode.unsupportedProtocol,
        message: `Unsupported protocol version ${protocol.slice(0, 8)}`,
      };
    }
    if (this.connections.size >= this.limits.maxConnections) {
      return { code: ErrorCode.overCapacity, message: 'Over capacity' };
    }
    const address = this.options.clientAddress(request);
    if ((this.perAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      return { code: ErrorCode.overCapacity, message: 'Too many connections from one address' };
    }
    return undefined;
  }
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
