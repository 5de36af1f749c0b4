-- Mentor applications (M1): staff approve (is_verified, approved_at: the mentor is listed) or reject with a
-- reason. A rejection keeps the row, so the applicant's data and the reason stay on record and the
-- application leaves the queue; a pending application has neither approved_at nor rejected_at.
ALTER TABLE mentors ADD COLUMN rejected_at timestamptz;
ALTER TABLE mentors ADD COLUMN rejection_reason text CHECK (length(rejection_reason) <= 1000);
ALTER TABLE mentors ADD CONSTRAINT mentors_rejection_check
  CHECK ((rejected_at IS NULL) = (rejection_reason IS NULL) AND NOT (is_verified AND rejected_at IS NOT NULL));
-- The staff queue: pending applications, oldest first.
CREATE INDEX mentors_pending_applications_idx ON mentors (created_at, id)
  WHERE NOT is_verified AND rejected_at IS NULL;
