-- Support tickets as threads (issue 21 item 4, ADR 69 "Support threads"): staff replies, the user's answers
-- and staff-only internal notes, a third status (waiting: staff replied, the user's turn) and an assignee.
ALTER TABLE support_tickets DROP CONSTRAINT support_tickets_status_check;
ALTER TABLE support_tickets ADD CONSTRAINT support_tickets_status_check
  CHECK (status IN ('open', 'waiting', 'closed'));
-- The staff member working on the ticket; cleared if their account goes away.
ALTER TABLE support_tickets ADD COLUMN assignee_id integer REFERENCES users (id) ON DELETE SET NULL;
-- "My requests": a user's own tickets, newest first.
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, id DESC);

-- The thread after the ticket's first message (which stays on support_tickets.message).
CREATE TABLE support_ticket_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  -- Who wrote it; null once their account is deleted (from_staff still says which side it came from).
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  from_staff boolean NOT NULL,
  -- An internal note: staff only, never shown or mailed to the user. Only staff write them.
  internal boolean NOT NULL DEFAULT false CHECK (NOT internal OR from_staff),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, id);
