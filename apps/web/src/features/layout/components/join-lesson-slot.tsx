/**
 * NAV-11..13 slot: the "Join lesson" button for the first joinable lesson ("Join now", "Starting in N min",
 * "Joining..."), fed by the bookings with status paid, free_trial or in_progress.
 * TODO(lessons/join issue): render the button once bookings and the video helper exist. Renders nothing
 * until then, so no dead control is shown.
 */
export function JoinLessonSlot() {
  return null;
}
