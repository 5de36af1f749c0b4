/**
 * The tab's realtime client (rule K2, CHAT-29/30) over a stand-in for pusher-js: settings from
 * GET /api/config/, authorisation through the app's HTTP client, one connection per tab, the typed
 * channel wrapper, the four connection states, and disconnection when the session ends.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse, PublicConfig } from '@app/contract';
import { publicConfig } from '../../../test/config.ts';
import { mockApi, type ApiHandler } from '../../../test/mock-api.ts';
import { queryClient } from '../api/query-client.ts';
import { authCheckKey } from '../session/auth-check.ts';
import { pathOf } from '../api/call.ts';

type Callback = (data: unknown) => void;

/** Just enough of pusher-js: events per name, a connection with states, channels by name. */
class FakeEmitter {
  readonly listeners = new Map<string, Callback[]>();
  bind(event: string, callback: Callback) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
  }
  unbind(event: string, callback: Callback) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((c) => c !== callback),
    );
  }
  emit(event: string, data?: unknown) {
    for (const callback of this.listeners.get(event) ?? []) callback(data);
  }
}

class FakeChannel extends FakeEmitter {
  subscribed = false;
  readonly sent: [string, unknown][] = [];
  constructor(readonly name: string) {
    super();
  }
  trigger(event: string, data: unknown) {
    this.sent.push([event, data]);
    return this.subscribed;
  }
}

class FakePusher {
  static instances: FakePusher[] = [];
  static Runtime = { getLocalStorage: (): Storage | undefined => window.localStorage };
  readonly connection = Object.assign(new FakeEmitter(), {
    state: 'initialized',
    socket_id: undefined as string | undefined,
  });
  readonly channels = new Map<string, FakeChannel>();
  readonly unsubscribed: string[] = [];
  disconnected = false;
  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    let channel = this.channels.get(name);
    if (!channel) this.channels.set(name, (channel = new FakeChannel(name)));
    return channel;
  }
  unsubscribe(name: string) {
    this.unsubscribed.push(name);
    this.channels.delete(name);
  }
  disconnect() {
    this.disconnected = true;
  }
  moveTo(state: string) {
    const previous = this.connection.state;
    this.connection.state = state;
    this.connection.emit('state_change', { previous, current: state });
  }
  /** What pusher-js does to authorise a private channel: call the configured handler. */
  authorize(socketId: string, channelName: string) {
    const { customHandler } = this.options.channelAuthorization as {
      customHandler: (
        params: { socketId: string; channelName: string },
        callback: (error: Error | null, data: { auth: string } | null) => void,
      ) => void;
    };
    return new Promise<{ error: Error | null; data: { auth: string } | null }>((resolve) =>
      customHandler({ socketId, channelName }, (error, data) => resolve({ error, data })),
    );
  }
}

vi.mock('pusher-js', () => ({ default: FakePusher }));

const { connectRealtime, disconnectRealtime, realtimeStateOf, socketOptions } =
  await import('./realtime-client.ts');

const realtimeConfig = (overrides: Partial<PublicConfig['realtime']> = {}): PublicConfig['realtime'] => ({
  key: 'page-key',
  host: null,
  port: null,
  tls: null,
  auth_endpoint: pathOf('realtime.authorise'),
  ...overrides,
});

function serve(
  realtime = realtimeConfig(),
  auth: ApiHandler<'realtime.authorise'> = { status: 200, body: { auth: 'page-key:abc' } },
) {
  return mockApi({
    'system.config': { body: publicConfig({ realtime }) },
    'realtime.authorise': auth,
  });
}

beforeEach(() => {
  FakePusher.instances = [];
  document.cookie = 'csrftoken=csrf-from-cookie';
});
afterEach(() => {
  disconnectRealtime();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('connectRealtime', () => {
  it("connects to the page's own host when the server says null, with the spec's timeouts", async () => {
    serve();
    await connectRealtime();
    const [pusher] = FakePusher.instances;
    expect(pusher?.key).toBe('page-key');
    expect(pusher?.options).toMatchObject({
      wsHost: window.location.hostname,
      forceTLS: window.location.protocol === 'https:',
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    });
  });

  it('connects to a hosted service where the server says so', () => {
    const page = new URL('http://localhost:3000/lessons') as unknown as Location;
    expect(socketOptions(realtimeConfig({ host: 'ws-eu.pusher.com', port: 443, tls: true }), page)).toEqual({
      wsHost: 'ws-eu.pusher.com',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
    });
    expect(socketOptions(realtimeConfig(), page)).toEqual({
      wsHost: 'localhost',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
    });
    const securePage = new URL('https://mentors.example/') as unknown as Location;
    expect(socketOptions(realtimeConfig(), securePage)).toMatchObject({ wsPort: 443, forceTLS: true });
  });

  it('opens one connection per tab, however many callers ask', async () => {
    const calls = serve();
    const [a, b] = await Promise.all([connectRealtime(), connectRealtime()]);
    expect(await connectRealtime()).toBe(a);
    expect(b).toBe(a);
    expect(FakePusher.instances).toHaveLength(1);
    expect(calls.filter((c) => c.path === pathOf('system.config'))).toHaveLength(1);
  });

  it('authorises channels through the app: JSON body, CSRF header, the answer handed to pusher-js', async () => {
    const seen: RequestInit[] = [];
    serve(realtimeConfig(), (_url, init) => {
      seen.push(init);
      return { status: 200, body: { auth: 'page-key:abc' } };
    });
    await connectRealtime();
    const answer = await FakePusher.instances[0]!.authorize('1.2', 'private-user-7');
    expect(answer).toEqual({ error: null, data: { auth: 'page-key:abc' } });
    expect(JSON.parse(seen[0]?.body as string)).toEqual({ socket_id: '1.2', channel_name: 'private-user-7' });
    expect((seen[0]?.headers as Record<string, string>)['X-CSRFToken']).toBe('csrf-from-cookie');
  });

  it('reports a refused authorisation as "Pusher authentication failed" (ERR-92)', async () => {
    serve(realtimeConfig(), { status: 403, body: { detail: 'You may not subscribe to this channel.' } });
    await connectRealtime();
    const answer = await FakePusher.instances[0]!.authorize('1.2', 'private-user-8');
    expect(answer.data).toBeNull();
    expect(answer.error?.message).toBe('Pusher authentication failed');
  });

  it('leaves an ended session to the page: a refused authorisation never sends the user to log in', async () => {
    // The subscription is the app's own background work: a session that ended meanwhile must not navigate
    // away from what the user is doing (the wizard's Submit then asks them to log in and come back).
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/become-mentor',
      search: '?step=rate',
      assign,
    });
    mockApi({
      'system.config': { body: publicConfig({ realtime: realtimeConfig() }) },
      'realtime.authorise': { status: 401, body: { detail: 'Not signed in.' } },
      'auth.refresh': { status: 401, body: { detail: 'Not signed in.' } },
    });
    await connectRealtime();
    const answer = await FakePusher.instances[0]!.authorize('1.2', 'private-user-7');
    expect(answer.error?.message).toBe('Pusher authentication failed');
    expect(assign).not.toHaveBeenCalled();
  });

  it('can be tried again after the configuration could not be read', async () => {
    mockApi({ 'system.config': 'network-error' });
    await expect(connectRealtime()).rejects.toThrow();
    serve();
    await expect(connectRealtime()).resolves.toBeDefined();
  });
});

describe('the connection state', () => {
  it.each([
    ['initialized', 'connecting'],
    ['connecting', 'connecting'],
    ['connected', 'connected'],
    ['unavailable', 'unavailable'],
    ['failed', 'unavailable'],
    ['disconnected', 'disconnected'],
  ])('shows pusher-js %s as %s', (pusherState, state) => {
    expect(realtimeStateOf(pusherState)).toBe(state);
  });

  it('is observable until the listener stops', async () => {
    serve();
    const client = await connectRealtime();
    const pusher = FakePusher.instances[0]!;
    const states: string[] = [];
    const stop = client.onStateChange((state) => states.push(state));
    pusher.moveTo('connecting');
    pusher.moveTo('connected');
    expect(client.state).toBe('connected');
    stop();
    pusher.moveTo('unavailable');
    expect(states).toEqual(['connecting', 'connected']);
    expect(client.state).toBe('unavailable');
  });
});

describe('a channel subscription', () => {
  it('hands events to bound callbacks until they are unbound', async () => {
    serve();
    const client = await connectRealtime();
    const room = client.subscribe('private-user-7');
    const channel = FakePusher.instances[0]!.channels.get('private-user-7')!;
    const heard: unknown[] = [];
    const stop = room.bind<{ id: number }>('new-room', (data) => heard.push(data.id));
    channel.emit('new-room', { id: 1 });
    stop();
    channel.emit('new-room', { id: 2 });
    expect(heard).toEqual([1]);
  });

  it('is ready once the server accepts it, and rejects when authorisation fails', async () => {
    serve();
    const client = await connectRealtime();
    const pusher = FakePusher.instances[0]!;
    const mine = client.subscribe('private-user-7');
    const theirs = client.subscribe('private-user-8');
    pusher.channels.get('private-user-7')!.emit('pusher:subscription_succeeded');
    pusher.channels
      .get('private-user-8')!
      .emit('pusher:subscription_error', { type: 'AuthError', status: 403 });
    await expect(mine.ready).resolves.toBeUndefined();
    await expect(theirs.ready).rejects.toThrow('Pusher authentication failed');
  });

  it('triggers client events on its channel', async () => {
    serve();
    const client = await connectRealtime();
    const lesson = client.subscribe('private-lesson-3');
    const channel = FakePusher.instances[0]!.channels.get('private-lesson-3')!;
    channel.subscribed = true;
    expect(lesson.trigger('client-signal', { sdp: 'offer' })).toBe(true);
    expect(channel.sent).toEqual([['client-signal', { sdp: 'offer' }]]);
  });

  it('leaves the channel only when the last subscription of the tab lets go', async () => {
    serve();
    const client = await connectRealtime();
    const pusher = FakePusher.instances[0]!;
    const navbar = client.subscribe('private-user-7');
    const messages = client.subscribe('private-user-7');
    const heard: unknown[] = [];
    messages.bind('new-room', (data) => heard.push(data));
    navbar.bind('new-room', (data) => heard.push(data));
    navbar.unsubscribe();
    navbar.unsubscribe();
    expect(pusher.unsubscribed).toEqual([]);
    // Only the remaining subscription still listens, its own events included.
    const channel = pusher.channels.get('private-user-7')!;
    expect(channel.listeners.get('new-room')).toHaveLength(1);
    expect(channel.listeners.get('pusher:subscription_succeeded')).toHaveLength(1);
    channel.emit('new-room', 'still here');
    expect(heard).toEqual(['still here']);
    messages.unsubscribe();
    expect(pusher.unsubscribed).toEqual(['private-user-7']);
  });
});

describe('the end of the session', () => {
  const signedIn: AuthCheckResponse = { is_authenticated: true, user: null, csrftoken: 'x' };

  it('disconnects on logout (the query cache is cleared) and opens a new connection afterwards', async () => {
    serve();
    queryClient.setQueryData(authCheckKey, signedIn);
    await connectRealtime();
    queryClient.clear();
    await vi.waitFor(() => expect(FakePusher.instances[0]?.disconnected).toBe(true));
    serve();
    await connectRealtime();
    expect(FakePusher.instances).toHaveLength(2);
  });

  it('disconnects when the auth check says the user is signed out', async () => {
    serve();
    queryClient.setQueryData(authCheckKey, signedIn);
    await connectRealtime();
    queryClient.setQueryData(authCheckKey, { ...signedIn, is_authenticated: false });
    await vi.waitFor(() => expect(FakePusher.instances[0]?.disconnected).toBe(true));
  });

  it('stays connected while the auth check still says signed in', async () => {
    serve();
    queryClient.setQueryData(authCheckKey, signedIn);
    await connectRealtime();
    queryClient.setQueryData(authCheckKey, { ...signedIn, csrftoken: 'y' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakePusher.instances[0]?.disconnected).toBe(false);
  });
});
