/**
 * Messaging (CHAT-01..33, K1-K3, R6): limits, realtime event names and every sentence the chat, the server
 * and the tests share. Zod-free so the web app's messages chunk and the navbar import it cheaply.
 */

/** CHAT-17/18: a page of rooms or messages; the navbar's unread check reads 50 rooms at once. */
export const CONVERSATION_PAGE_SIZE = 20;
export const UNREAD_CHECK_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE_MAX = 50;

/** K1: a message is 1-2000 characters after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;

/** CHAT-24: the conversation shown before the first message creates the room. */
export const VIRTUAL_CONVERSATION_ID = -1;

/** CHAT-25: after the first message to a new person, the rooms reload after this delay. */
export const VIRTUAL_CONVERSATION_RELOAD_MS = 500;

/** CHAT-31: the unread state is polled every UNREAD_POLL_MS (constants.ts) besides the realtime events. */

/** CHAT-19: older messages load within this distance of the top after scrolling up more than the other. */
export const OLDER_MESSAGES_TOP_PX = 100;
export const OLDER_MESSAGES_SCROLLED_UP_PX = 200;

/** CHAT-12: the unread badge's cap. */
export const UNREAD_BADGE_CAP = 99;

/** R6: at most one "new message" mail per room and recipient in this many minutes. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;

/** K2: realtime events (private-user-{id} gets new-room, private-room-{id} gets new-message). */
export const NEW_ROOM_EVENT = 'new-room';
export const NEW_MESSAGE_EVENT = 'new-message';

/** CHAT-21: the window event fired after a conversation was marked read (the navbar listens). */
export const MESSAGE_MARKED_READ_EVENT = 'message-marked-read';

/** CHAT-07: the details pane's price label and default response time. */
export const MENTOR_PANE_PRICE_MINUTES = 60;
export const DEFAULT_RESPONSE_TIME = '~2 hours';

export const chatMessages = {
  // CHAT-06/08: the spec's exact texts.
  loadingConversations: 'Loading conversations...',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Start the conversation!',
  selectConversation: 'Select a conversation to start messaging',
  noReviews: 'No reviews yet',
  priceUnavailable: 'Price not available',
  mentorDetailsUnavailable: 'Mentor details not available',
  noAdditionalInformation: 'No additional information available',
  locationUnavailable: 'Location not available',
  // CHAT-20/32/33: errors.
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  conversationNotFound: 'Conversation not found',
  outsideProvider: 'useChat must be used within a ChatProvider',
  // K3: relative times.
  justNow: 'Just now',
  yesterday: 'Yesterday',
  // Server answers (K1, R1).
  messageRequired: 'Enter a message.',
  messageTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  messageControlCharacters: 'A message cannot contain control characters.',
  notAllowed:
    'You can message approved mentors, and mentors can message students who booked or messaged them.',
  notYourself: 'You cannot send a message to yourself.',
  recipientNotFound: 'This person cannot be found.',
  roomNotFound: 'Conversation not found.',
} as const;
