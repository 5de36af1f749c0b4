-- Support tickets (K4, SUPPORT-07): what visitors and signed-in users send from /support. Staff read them
-- in the admin area; each one is also mailed to the support address.
CREATE TABLE support_tickets (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('booking_issues', 'payment_problems', 'refund', 'technical_difficulties',
    'account_questions', 'mentor_concerns', 'help_us_improve', 'other')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  -- The lesson the ticket is about (checked to be the sender's own); kept if the lesson goes away.
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  -- Where to answer: typed on the form (a signed-in user may give another address).
  email text NOT NULL CHECK (length(email) <= 254),
  -- The signed-in sender, null for a visitor.
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL
);
-- The staff list: newest first.
CREATE INDEX support_tickets_created_idx ON support_tickets (created_at DESC, id DESC);
