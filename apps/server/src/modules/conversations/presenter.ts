/** How rooms and messages look to the browser (the contract's ConversationRoom and ChatMessage). */
import type { ChatMessage, ConversationRoom, ConversationUser, SentMessage } from '@app/contract';
import type { MessageRow, PersonRow, RoomRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The full name; the web app shortens it to "John D." (K3). A deleted account reads "Deleted User". */
export const fullName = (person: Pick<PersonRow, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`.trim();

/** K3's short form for mails: first name and last initial with a period. */
export const shortName = (person: Pick<PersonRow, 'first_name' | 'last_name'>) => {
  const initial = person.last_name.trim().charAt(0);
  return initial ? `${person.first_name.trim()} ${initial}.` : person.first_name.trim();
};

function presentPerson(id: number, person: PersonRow | undefined): ConversationUser {
  // Users are anonymised, never removed, so a missing row is only a guard for the type.
  if (!person) return { id, name: '', profile_picture: null, mentor_id: null };
  return {
    id,
    name: fullName(person),
    profile_picture: person.profile_picture,
    mentor_id: person.mentor_id === null ? null : Number(person.mentor_id),
  };
}

export function presentRoom(
  row: RoomRow,
  viewerId: number,
  peopleById: Map<number, PersonRow>,
): ConversationRoom {
  const low = Number(row.user_low);
  const high = Number(row.user_high);
  const user1 = presentPerson(low, peopleById.get(low));
  const user2 = presentPerson(high, peopleById.get(high));
  return {
    id: Number(row.id),
    created_at: iso(row.created_at),
    last_message_at: row.last_message_at === null ? null : iso(row.last_message_at),
    user1,
    user2,
    unread_count: Number(row.unread_count),
    last_message: row.last_message,
    other_user: low === viewerId ? user2 : user1,
  };
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    sender_id: Number(row.sender_id),
    message: row.message,
    created_at: iso(row.created_at),
  };
}

export const presentSent = (row: MessageRow, roomId: number): SentMessage => ({
  ...presentMessage(row),
  conversation_id: roomId,
});
