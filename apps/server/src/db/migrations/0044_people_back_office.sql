-- ADR 75 (issue 21 item 2): staff hide a listed mentor from search and booking, and show them again.
-- A hidden mentor is unlisted as a suspended one is (is_verified false: off the list, profile 404 noindex,
-- not bookable), and hidden_at says why, so that reinstating a suspended account does not list a mentor
-- staff hid, and the applications queue does not take a hidden mentor for a new application.
ALTER TABLE mentors ADD COLUMN hidden_at timestamptz;
ALTER TABLE mentors ADD COLUMN hidden_reason text;
ALTER TABLE mentors ADD CONSTRAINT mentors_hidden_check
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL) AND NOT (is_verified AND hidden_at IS NOT NULL));

-- The booking search (bench:back-office): the newest bookings first, with or without a status or a window.
CREATE INDEX bookings_staff_newest_idx ON bookings (start_at DESC, id DESC);
-- The dashboard's money of a day or a week: the ledger rows of the window.
CREATE INDEX ledger_transactions_created_idx ON ledger_transactions (created_at);
-- The staff ticket list's "Assigned to me".
CREATE INDEX support_tickets_assignee_idx ON support_tickets (assignee_id, created_at DESC, id DESC)
  WHERE assignee_id IS NOT NULL;
