/**
 * What other features may use of the mentors feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export { fetchMentor, mentorAnswersFilter, mentorSearchQuery } from './api/mentors-api.ts';
export { savedMentorsQuery } from './api/saved-mentors.ts';
export { NewBadge } from './components/new-badge.tsx';
export { RichText } from './components/rich-text.tsx';
export { setRichTextSanitizer } from './model/sanitize.ts';
export { BIO_LIMIT, formatAverage, initials, isNewMentor, shortName, showsRating } from './model/format.ts';
