/** CHAT-09: the details pane's mentor (chatMentorQuery), once the conversation names one. */
import { useQuery } from '@tanstack/react-query';
import { chatMentorQuery } from '../api/mentor-details.ts';

export function useMentorDetails(mentorId: number | null) {
  return useQuery({ ...chatMentorQuery(mentorId ?? 0), enabled: mentorId !== null });
}
