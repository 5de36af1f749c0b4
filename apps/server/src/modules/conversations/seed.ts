/**
 * Demo data: a short conversation between the README's student and mentor accounts, so /messages is not
 * empty on a fresh demo. Runs with the rest of the demo seed (development, or SEED=true); adds nothing when
 * either account is missing or the pair already has a room (a restart, or another process seeding at once:
 * the room's unique pair index decides).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  conversationMembers,
  conversationMessages,
  conversationRooms,
  users,
} from '../../db/schema/index.ts';
import { pairOf } from './repository.ts';

export const DEMO_CONVERSATION = [
  {
    from: 'student',
    minutesAgo: 26 * 60,
    text: 'Hi Maya! I would love to learn some jazz piano. Is that something you teach to beginners?',
  },
  {
    from: 'mentor',
    minutesAgo: 25 * 60,
    text: 'Hi Sam! Absolutely. We can start with a few shell voicings and a simple standard. Have you played piano before?',
  },
  {
    from: 'student',
    minutesAgo: 24 * 60,
    text: 'A little classical as a kid. I will book a trial lesson this week.',
  },
  { from: 'mentor', minutesAgo: 90, text: 'Sounds great, see you soon!' },
] as const;

export async function seedDemoConversation(
  database: Database,
  emails: { student: string; mentor: string },
  now: Date,
): Promise<boolean> {
  const found = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [emails.student, emails.mentor]));
  const student = found.find((u) => u.email === emails.student)?.id;
  const mentor = found.find((u) => u.email === emails.mentor)?.id;
  if (student === undefined || mentor === undefined) return false;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const { low, high } = pairOf(student, mentor);
  return database.db.transaction(async (tx) => {
    const [room] = await tx
      .insert(conversationRooms)
      .values({
        userLow: low,
        userHigh: high,
        startedBy: student,
        createdAt: at(DEMO_CONVERSATION[0].minutesAgo),
        lastMessageAt: at(DEMO_CONVERSATION.at(-1)!.minutesAgo),
      })
      .onConflictDoNothing({ target: [conversationRooms.userLow, conversationRooms.userHigh] })
      .returning({ id: conversationRooms.id });
    if (!room) return false;
    const inserted = await tx
      .insert(conversationMessages)
      .values(
        DEMO_CONVERSATION.map((m) => ({
          roomId: room.id,
          senderId: m.from === 'student' ? student : mentor,
          message: m.text,
          createdAt: at(m.minutesAgo),
        })),
      )
      .returning({ id: conversationMessages.id });
    const ids = inserted.map((m) => m.id);
    // The mentor has read everything; the student has the mentor's last answer waiting (the red dot).
    await tx.insert(conversationMembers).values([
      { roomId: room.id, userId: mentor, lastReadMessageId: Math.max(...ids) },
      { roomId: room.id, userId: student, lastReadMessageId: ids.at(-2)! },
    ]);
    return true;
  });
}
