-- Lesson preparation (L2, API-24): the student's answers to the preparation questionnaire, kept on the
-- booking for its mentor to read: {experienceLevel, otherInstruments[], learningStyle[], musicStyles[],
-- learningGoal, additionalInfo}. NULL until the student answers; the API validates the shape.
ALTER TABLE bookings ADD COLUMN extra_info jsonb;
COMMENT ON COLUMN bookings.extra_info IS 'Lesson preparation answers of the student (L2), NULL until given.';
