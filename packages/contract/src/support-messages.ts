/**
 * Support form (SUPPORT-01..12, K4): the eight reasons with their snake-case codes, the limits and every
 * sentence the form, the server and the tests share. Zod-free so the web app's support chunk imports it.
 */

/** SUPPORT-02/03: the reasons in the order the dropdown shows them, sent as `type`. */
export const SUPPORT_REASONS = [
  { code: 'booking_issues', label: 'Booking issues' },
  { code: 'payment_problems', label: 'Payment problems' },
  { code: 'refund', label: 'Refund' },
  { code: 'technical_difficulties', label: 'Technical difficulties' },
  { code: 'account_questions', label: 'Account questions' },
  { code: 'mentor_concerns', label: 'Mentor concerns' },
  { code: 'help_us_improve', label: 'Help Us Improve' },
  { code: 'other', label: 'Other' },
] as const;

export const SUPPORT_TYPES = [
  'booking_issues',
  'payment_problems',
  'refund',
  'technical_difficulties',
  'account_questions',
  'mentor_concerns',
  'help_us_improve',
  'other',
] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** SUPPORT-06, CONST-47: only these reasons need a booking reference. */
export const SUPPORT_TYPES_NEEDING_BOOKING: readonly SupportType[] = ['booking_issues', 'refund'];

export const needsBookingReference = (type: string): boolean =>
  (SUPPORT_TYPES_NEEDING_BOOKING as readonly string[]).includes(type);

export const supportReasonLabel = (type: string): string =>
  SUPPORT_REASONS.find((reason) => reason.code === type)?.label ?? type;

export const SUPPORT_MESSAGE_MAX = 5000;
/** Open: support's turn; waiting: staff replied, the user's turn; closed: done (issue 21 item 4). */
export const SUPPORT_TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
/** The staff list shows at most this many tickets, newest first. */
export const SUPPORT_STAFF_LIST_LIMIT = 200;
/** The staff list's status filter (?status=); without one the list holds every ticket. */
export const SUPPORT_TICKET_FILTERS = ['open', 'waiting', 'closed', 'all'] as const;
export type SupportTicketFilter = (typeof SUPPORT_TICKET_FILTERS)[number];
export const SUPPORT_TICKET_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: 'Open',
  waiting: 'Waiting for the user',
  closed: 'Closed',
};
/** SUPPORT-12, CONST-47. */
export const SUPPORT_REPLY_HOURS = 24;

/** 'SUP-000123': what the person is told to quote (K4). */
export const supportReferenceNumber = (id: number): string => `SUP-${String(id).padStart(6, '0')}`;

export const supportMessages = {
  // SUPPORT-08..11: the spec's exact texts.
  created: 'Support ticket created!',
  referenceLabel: 'Reference #:',
  banner: "Request submitted! Thank you for contacting us. We'll get back to you as soon as possible.",
  errorTitle: 'Error',
  failed: 'Failed to create support ticket',
  networkTitle: 'Network Error',
  networkText: 'Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  // Field errors (server and form).
  typeInvalid: 'Please choose a reason from the list.',
  messageRequired: 'Please describe how we can help.',
  messageTooLong: `Please keep your message under ${SUPPORT_MESSAGE_MAX} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  referenceRequired: 'Please enter the booking reference of your lesson (for example LES-123).',
  referenceMalformed: 'A booking reference looks like LES-123.',
  referenceNotYours: 'We could not find a lesson with this booking reference in your account.',
  referenceNotYoursVisitor:
    'We could not find a lesson with this booking reference for this email address. Please use the email of your account.',
  invalid: 'Please check the highlighted fields.',
  tooMany: 'Too many requests. Please try again later.',
  // Page texts.
  title: 'Support',
  intro: 'Tell us what happened and we will help you as soon as we can.',
  referenceHint: 'For example LES-123. You find it on your lesson in My Lessons.',
  contactHeading: 'Contact us',
  replyPromise: `We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  submit: 'Submit request',
  submitting: 'Submitting...',
  faqHeading: 'Frequently asked questions',
  staffTitle: 'Support tickets',
  staffEmpty: 'No support tickets yet.',
  staffFailed: 'Failed to load support tickets.',
  staffEmptyOpen: 'No open support tickets.',
  staffEmptyClosed: 'No closed support tickets.',
  staffFilterLabel: 'Show tickets',
  staffClose: 'Close',
  staffReopen: 'Reopen',
  staffClosed: (reference: string) => `Ticket ${reference} closed.`,
  staffReopened: (reference: string) => `Ticket ${reference} reopened.`,
  staffActionFailed: 'Failed to update the support ticket. Please try again.',
  ticketNotFound: 'Support ticket not found.',
  filterInvalid: 'status must be open, waiting, closed or all.',
  staffEmptyWaiting: 'No support tickets waiting for the user.',
  // Threads (issue 21 item 4).
  threadRequired: 'Please write a message.',
  threadClosedStaff: 'This ticket is closed. Reopen it before you reply.',
  threadClosedUser: 'This request is closed. Please open a new request from the support page.',
  requestNotFound: 'Request not found.',
  assigneeNotStaff: 'Tickets can only be assigned to a staff member.',
  staffOpenThread: 'Open',
  staffThreadTitle: (reference: string) => `Ticket ${reference}`,
  staffReplyLabel: 'Reply to the user',
  staffReplyHint: 'The user gets it by email and sees it under My requests.',
  staffReplySend: 'Send reply',
  staffReplySent: 'Reply sent.',
  staffNoteLabel: 'Internal note',
  staffNoteHint: 'Only staff see internal notes.',
  staffNoteSave: 'Add note',
  staffNoteSaved: 'Note added.',
  staffAssignedTo: 'Assigned to',
  staffUnassigned: 'Nobody',
  staffAssign: 'Assign',
  staffAssigned: 'Assignment saved.',
  staffInternalTag: 'Internal note',
  staffBack: 'Back to support tickets',
  threadFromUser: 'User',
  threadFromStaff: 'Support team',
  threadFromYou: 'You',
  myTitle: 'My requests',
  myIntro: 'Your support requests and our replies. Answer here and we will get back to you.',
  myEmpty: 'You have not sent any support requests yet.',
  myFailed: 'Failed to load your requests.',
  myAnswerLabel: 'Your answer',
  myAnswerSend: 'Send answer',
  myAnswerSent: 'Answer sent.',
  myClosedNote: 'This request is closed. Open a new request if you still need help.',
  myLink: 'My requests',
  myNewRequest: 'Open a new request',
  replyMailSubject: (reference: string) => `${reference}: a reply from support`,
  answerMailSubject: (reference: string) => `${reference}: the user answered`,
  assignedToMe: 'Assigned to me',
} as const;

/** SUPPORT-12: the FAQ's questions and answers. */
export const SUPPORT_FAQ = [
  {
    id: 'reschedule',
    question: 'Can I reschedule a lesson?',
    answer: 'Yes. You can ask to reschedule a lesson up to 24 hours before it starts.',
  },
  {
    id: 'cancel',
    question: 'What happens if I cancel a lesson?',
    answer:
      'If you cancel up to 48 hours before the lesson, you get a full refund. If you cancel within 48 hours of the lesson, you get a partial refund.',
  },
  {
    id: 'prices',
    question: 'Who sets the lesson prices?',
    answer: 'Every mentor sets their own price.',
  },
  {
    id: 'reply',
    question: 'How fast will you answer?',
    answer: `We reply within ${SUPPORT_REPLY_HOURS} hours.`,
  },
] as const;
