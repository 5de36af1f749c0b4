/**
 * Query keys used by more than one feature. The mentor's detail is read by the profile page and by the
 * booking dialog; sharing the key shares the cache. The viewer's user id (0 for a visitor) is part of it
 * because the answer carries per-viewer flags (ADR 7).
 */
export const mentorDetailKey = (viewer: number, id: string) => ['mentors', 'detail', viewer, id] as const;
