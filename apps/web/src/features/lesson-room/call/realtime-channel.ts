/**
 * The lesson's private channel on the tab's shared realtime connection, in the shape the call needs. The
 * realtime client (and pusher-js with it) is loaded only here, when a room opens.
 */
import { connectRealtime } from '../../../shared/realtime/realtime-client.ts';
import type { SignalChannel } from './lesson-call.ts';

export async function openLessonChannel(name: string, onRefused: () => void): Promise<SignalChannel> {
  const realtime = await connectRealtime();
  const subscription = realtime.subscribe(name);
  const stops: (() => void)[] = [];
  // The server refuses the channel outside the join window or to anyone but the two participants.
  stops.push(subscription.bind('pusher:subscription_error', onRefused));
  return {
    onSubscribed(callback) {
      // pusher-js subscribes again by itself after a reconnection and says so with the same event.
      let told = false;
      stops.push(
        subscription.bind('pusher:subscription_succeeded', () => {
          told = true;
          callback();
        }),
      );
      // Subscribed already (this tab had the channel open): the event will not come again.
      void subscription.ready.then(
        () => {
          if (!told) callback();
        },
        () => undefined,
      );
    },
    onConnection(callback) {
      stops.push(
        realtime.onStateChange((state) => {
          // "Up" is reported by the (re)subscription, which follows the reconnection.
          if (state !== 'connected') callback(false);
        }),
      );
    },
    bind(event, callback) {
      stops.push(subscription.bind(event, callback));
    },
    trigger(event, data) {
      subscription.trigger(event as `client-${string}`, data);
    },
    close() {
      for (const stop of stops.splice(0)) stop();
      subscription.unsubscribe();
    },
  };
}
