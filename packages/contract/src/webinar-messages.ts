/**
 * Masterclass (meet and greet, MASTER-01..19, K5): limits, the embeddable video hosts and every sentence
 * the page, the banner, the staff form, the server and the tests share. Zod-free so the web app's first
 * page (the navbar banner) and the masterclass chunk import it cheaply.
 */

export const MASTERCLASS_DURATION_MIN = 15;
export const MASTERCLASS_DURATION_MAX = 240;
export const MASTERCLASS_CAPACITY_MIN = 1;
export const MASTERCLASS_CAPACITY_MAX = 10_000;
export const MASTERCLASS_NAME_MAX = 150;
export const MASTERCLASS_DESCRIPTION_MAX = 5000;
export const MASTERCLASS_FULL_NAME_MAX = 150;
/** The instrument or subject a class is about ("piano", "music production"); blank for a general class. */
export const MASTERCLASS_TOPIC_MAX = 60;
/** The staff list shows at most this many masterclasses, latest start first. */
export const MASTERCLASS_STAFF_LIST_LIMIT = 200;

/**
 * show_off_url: only embed (player) addresses of YouTube and Vimeo, over https, because the page puts the
 * address straight into an iframe and the Content-Security-Policy's frame-src names exactly these hosts.
 */
export const MASTERCLASS_VIDEO_PATTERNS: readonly RegExp[] = [
  /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,64}(\?[A-Za-z0-9_=&-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,20}(\?[A-Za-z0-9_=&-]*)?$/,
];
export const isEmbeddableVideoUrl = (url: string): boolean =>
  MASTERCLASS_VIDEO_PATTERNS.some((pattern) => pattern.test(url));

/** Photos are this site's own images (img-src 'self'): paths under /media/, e.g. a mentor's photo. */
export const isOwnMediaPath = (path: string): boolean =>
  /^\/media\/[A-Za-z0-9/_.-]{1,200}$/.test(path) && !path.includes('..');

/** The weekday, date and time of an instant in a zone, e.g. "Monday, November 30, 2026, 7:00 PM". */
export function formatMasterclassStart(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const masterclassMessages = {
  // The spec's exact texts (MASTER-01..16, NAV-09).
  fetchFailed: 'Failed to fetch meetings',
  empty: 'Currently there are no upcoming events.',
  // MASTER-09 exactly, with its ASCII apostrophe.
  reserveSpot: "Reserve your spot — it's free",
  namePlaceholder: 'Enter name (Optional)',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  noMeeting: 'No meeting available',
  submit: 'Reserve free spot',
  submitting: 'Joining...',
  joined: 'Successfully joined the masterclass! You will receive confirmation details via email.',
  startsLabel: 'Starts:',
  joinFailed: 'Failed to join the meet and greet. Please try again.',
  goToEvent: 'Go to event →',
  /** The banner's close button (ADR 52): remembered for this class, a new class shows again. */
  dismissBanner: 'Hide this masterclass banner',
  slotsLeft: (n: number) => `${n} slots left`,
  // K5: the server's refusals.
  alreadyJoined: 'You have already joined this masterclass.',
  full: 'This masterclass is full.',
  ended: 'This masterclass has already ended.',
  mustBe18: 'Please confirm that you are 18 or older, or joining under parental supervision.',
  notFound: 'Masterclass not found.',
  tooMany: 'Too many requests. Please try again later.',
  // The three checkboxes (MASTER-11).
  consentLessonUpdates: 'Send me updates about this masterclass (needed to take part).',
  consentNewsletter: 'Send me newsletters with offers, masterclasses and news (optional).',
  consent18: 'I am 18 or older, or I am joining under parental supervision.',
  // Page texts.
  title: 'Live Masterclass',
  mentorFallback:
    'Our mentor will share how they practise, what helped them grow and answer your questions live.',
  mentorHeading: (firstName: string | null) => (firstName ? `Meet ${firstName}` : 'Meet your mentor'),
  videoTitle: (name: string) => `Preview video: ${name}`,
  formHeading: 'Reserve your free spot',
  countdownLabel: 'Starts in',
  signedInAs: (email: string) => `You are joining as ${email}.`,
  // Staff area.
  staffTitle: 'Masterclasses',
  staffEmpty: 'No masterclasses yet.',
  staffFailed: 'Failed to load masterclasses.',
  staffCreate: 'New masterclass',
  staffSave: 'Save masterclass',
  staffSaving: 'Saving...',
  staffSaved: 'Masterclass saved.',
  invalid: 'Please check the highlighted fields.',
  nameRequired: 'Please enter a name.',
  descriptionRequired: 'Please enter a description.',
  videoInvalid:
    'Use a YouTube or Vimeo embed address, e.g. https://www.youtube-nocookie.com/embed/VIDEO_ID or https://player.vimeo.com/video/123.',
  joinUrlInvalid: 'Please enter the https address where attendees join the live session.',
  photoInvalid: 'Use an image of this site, a path starting with /media/.',
  startInPast: 'The start time must be in the future.',
  startInvalid: 'Please enter a valid start time.',
  timezoneInvalid: 'Please choose a valid time zone.',
  durationInvalid: `The duration must be between ${MASTERCLASS_DURATION_MIN} and ${MASTERCLASS_DURATION_MAX} minutes.`,
  capacityInvalid: `The capacity must be between ${MASTERCLASS_CAPACITY_MIN} and ${MASTERCLASS_CAPACITY_MAX}.`,
  capacityBelowTaken: (taken: number) => `The capacity cannot be below the ${taken} seats already taken.`,
  mentorInvalid: 'Please choose an approved mentor.',
  topicTooLong: `Please keep the topic to ${MASTERCLASS_TOPIC_MAX} characters.`,
  staffTopicLabel: 'Topic: the instrument or subject (optional, e.g. piano)',
  whatToExpectHeading: 'What to expect',
  mentorPhotoAlt: (firstName: string | null) => (firstName ? `${firstName}, the mentor` : 'The mentor'),
} as const;

export interface WhatToExpectBlock {
  title: string;
  text: string;
}

/**
 * MASTER-06's four "what to expect" blocks (why learn it, tips from a pro, from hobby to career, live
 * Q&A), written from the class itself: its topic (the spec's example is piano), its mentor and its length.
 * A class without a topic speaks of music in general rather than of an instrument it may not be about.
 */
export function whatToExpect(mc: {
  topic: string;
  duration: number;
  mentor: { first_name: string } | null;
}): WhatToExpectBlock[] {
  const topic = mc.topic.trim();
  const subject = topic || 'music';
  const who = mc.mentor?.first_name ?? 'Your mentor';
  return [
    {
      title: `Why learn ${subject}`,
      text: topic
        ? `What ${topic} gives you as a musician, and how to make a good start with it.`
        : 'What making music gives you, and how to make a good start.',
    },
    {
      title: 'Tips from a pro',
      text: `How ${who} practises ${subject}: small habits that make every session count.`,
    },
    {
      title: 'From hobby to career',
      text: `The steps from playing ${subject} for fun to performing and teaching it.`,
    },
    {
      title: 'Live Q&A',
      text: `Bring your questions: ${who} answers them live during the ${mc.duration} minutes.`,
    },
  ];
}
