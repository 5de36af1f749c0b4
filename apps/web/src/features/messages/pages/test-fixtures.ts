/** Rooms, messages and a fake realtime client for the messages page's tests. */
import type {
  ChatMessage,
  ConversationRoom,
  ConversationUser,
  EndpointName,
  Mentor,
  MentorProfile,
} from '@app/contract';
import type { ApiHandler, ApiReply } from '../../../../test/mock-api.ts';

export const student: ConversationUser = {
  id: 1,
  name: 'Sam Student',
  profile_picture: null,
  mentor_id: null,
};
export const mentorUser: ConversationUser = {
  id: 12,
  name: 'Maya Goldberg',
  profile_picture: null,
  mentor_id: 7,
};
export const otherStudent: ConversationUser = {
  id: 13,
  name: 'Leo Park',
  profile_picture: 'https://img.invalid/broken.png',
  mentor_id: null,
};

export function room(
  id: number,
  other: ConversationUser,
  extra: Partial<ConversationRoom> = {},
): ConversationRoom {
  return {
    id,
    created_at: '2026-03-01T10:00:00Z',
    last_message_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    user1: student,
    user2: other,
    unread_count: 0,
    last_message: `Last from ${other.name}`,
    other_user: other,
    ...extra,
  };
}

export function message(id: number, sender: number, text = `Message ${id}`): ChatMessage {
  return {
    id,
    sender_id: sender,
    message: text,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  };
}

export const page = <T>(results: T[], next: string | null = null) => ({
  body: { count: results.length, next, previous: null, results },
});

/** The answer of marking room `id` read. */
export const read = (id: number) => ({ body: { id, unread_count: 0 } });

/** Answers of one endpoint by a path parameter's value (a room's or a person's id). */
export type ById<N extends EndpointName> = Record<string, ApiReply<N> | ((url: URL) => ApiReply<N>)>;

/** One answer per id, as stubs of several exact paths of one endpoint; any other id answers 404. */
export function byId<N extends EndpointName>(key: string, replies: ById<N>): ApiHandler<N> {
  return (url, _init, request) => {
    const reply = replies[request.params[key] ?? ''];
    if (reply === undefined) return { status: 404, body: { detail: 'Not found.' } };
    return typeof reply === 'function' ? reply(url) : reply;
  };
}

export const mentor: Mentor = {
  id: 7,
  user: { id: 12, profile_photo: null, full_name: 'Maya Goldberg' },
  reviews: { average_rating: 4.8, total_count: 12 },
  amount_cents: 5000,
  languages: [{ id: 1, name: 'English' }],
  bio: '<p>I teach <strong>piano</strong>.</p><script>alert(1)</script>',
  skills: [{ id: 1, name: 'Piano' }],
  styles: [{ id: 1, name: 'Jazz' }],
  is_verified: true,
  headline: 'Jazz pianist and patient teacher',
  saved: false,
  offer_trial: true,
  trial_used: false,
  sessions: [{ id: 1, session_time: 60, timeout_time: 10 }],
  country: 'DE',
  timezone: 'Europe/Berlin',
  levels: [],
  ages: [],
  has_video: false,
  first_sample: null,
};

/** The mentor as GET /api/mentors/{id}/ answers it (with the viewer's flags). */
export const mentorProfile: MentorProfile = {
  ...mentor,
  can_review: false,
  has_reviewed: false,
  packages: [],
  intro_video_url: null,
  audio_samples: [],
  lessons_taught: 0,
  students_taught: 0,
  reply_time_hours: null,
  member_since: '2025-01-15T00:00:00.000Z',
};

type Callback = (data: unknown) => void;

/** Records subscriptions; emit() delivers an event as pusher-js would. */
export function fakeRealtime() {
  const bindings = new Map<string, Map<string, Set<Callback>>>();
  const client = {
    state: 'connected',
    socketId: '1.1',
    onStateChange: () => () => undefined,
    subscribe(channel: string) {
      const events = bindings.get(channel) ?? new Map<string, Set<Callback>>();
      bindings.set(channel, events);
      return {
        channel,
        ready: Promise.resolve(),
        bind(event: string, callback: Callback) {
          const set = events.get(event) ?? new Set<Callback>();
          events.set(event, set);
          set.add(callback);
          return () => set.delete(callback);
        },
        unbind: () => undefined,
        trigger: () => true,
        unsubscribe: () => undefined,
      };
    },
    disconnect: () => undefined,
  };
  return {
    client,
    channels: () => [...bindings.keys()],
    emit(channel: string, event: string, data: unknown) {
      for (const callback of bindings.get(channel)?.get(event) ?? []) callback(data);
    },
  };
}

/** The one fake connection the mocked realtime client hands out. */
export const realtime = fakeRealtime();
