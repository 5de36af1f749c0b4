-- Issue 17: a student may withdraw their request for a new time while it waits for the mentor. The row is
-- kept (every request stays on record, ADR 15) with the status 'withdrawn'; only 'open' rows hold a slot,
-- so the requested time frees with the change of status.
ALTER TABLE reschedule_requests DROP CONSTRAINT reschedule_requests_status_check;
ALTER TABLE reschedule_requests ADD CONSTRAINT reschedule_requests_status_check
  CHECK (status IN ('open', 'accepted', 'declined', 'lapsed', 'closed', 'withdrawn'));
