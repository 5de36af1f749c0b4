/**
 * Whether any conversation is unread (NAV-05, NAV-06).
 * TODO(messaging issue): poll the rooms every UNREAD_POLL_MS (page_size 50) and listen to realtime events;
 * a failed load stays silent. Until messaging lands there is nothing unread.
 */
export function useUnreadMessages(): boolean {
  return false;
}
