-- Messaging (K1, CHAT-17..27, R6): one room per pair of people, its messages, each member's read mark and
-- "new message" mail throttle, and when each user was last seen by the API (offline means a mail).
CREATE TABLE conversation_rooms (
  id serial PRIMARY KEY,
  -- The pair, smaller id first: the unique index makes two first messages sent at once end in one room.
  user_low integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_high integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Who wrote the first message (the mentor's reply rate counts rooms students started).
  started_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_message_at timestamptz,
  CHECK (user_low < user_high),
  CHECK (started_by IN (user_low, user_high))
);
CREATE UNIQUE INDEX conversation_rooms_pair_idx ON conversation_rooms (user_low, user_high);

-- One row per person of a room: the room list starts here (by user), the channel check reads it.
CREATE TABLE conversation_members (
  room_id integer NOT NULL REFERENCES conversation_rooms (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Everything up to this message id is read: unread = the other person's messages after it.
  last_read_message_id integer NOT NULL DEFAULT 0,
  -- R6: when this member was last mailed about a new message in this room (at most one per 15 minutes).
  last_mailed_at timestamptz,
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX conversation_members_user_idx ON conversation_members (user_id);

CREATE TABLE conversation_messages (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES conversation_rooms (id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
-- Pages count back from the newest message of a room; the reply rate looks up a room's first answer.
CREATE INDEX conversation_messages_room_idx ON conversation_messages (room_id, id DESC);

-- R6 "offline": the last authenticated API call of a user, touched at most once a minute per process.
-- A table of its own, so the hot users row is not rewritten by every poll.
CREATE TABLE user_presence (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL
);
