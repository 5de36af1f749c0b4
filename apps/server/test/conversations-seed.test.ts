/** The demo conversation (issue 7): the README's student and mentor find one on a fresh demo. */
import { describe, expect, it } from 'vitest';
import { DEMO_CONVERSATION, seedDemoConversation } from '../src/modules/conversations/seed.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import { countOf, messagesOf, roomsOf } from './conversation-fixtures.ts';

const world = useBookingWorld();

describe('the demo conversation', () => {
  it('gives the student a room with the mentor, her last answer unread, and is seeded once', async () => {
    const emails = { student: world.student.user.email, mentor: world.maya.email };
    expect(await seedDemoConversation(world.ctx.database, emails, world.ctx.clock.now())).toBe(true);
    const [room] = (await roomsOf(world.student)).results;
    expect(room).toMatchObject({
      unread_count: 1,
      last_message: DEMO_CONVERSATION.at(-1)!.text,
      other_user: { id: world.maya.userId, mentor_id: world.maya.id },
    });
    expect((await roomsOf(world.mentor)).results[0]).toMatchObject({ id: room!.id, unread_count: 0 });
    const page = await messagesOf(world.student, room!.id);
    expect(page.results.map((m) => m.message)).toEqual(DEMO_CONVERSATION.map((m) => m.text));
    expect(await seedDemoConversation(world.ctx.database, emails, world.ctx.clock.now())).toBe(false);
    expect(await countOf(world, 'conversation_messages')).toBe(DEMO_CONVERSATION.length);
  });

  it('adds nothing when an account is missing', async () => {
    const emails = { student: 'nobody@example.com', mentor: world.maya.email };
    expect(await seedDemoConversation(world.ctx.database, emails, world.ctx.clock.now())).toBe(false);
  });
});
