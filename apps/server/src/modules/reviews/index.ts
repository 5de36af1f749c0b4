/**
 * The reviews module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { hasCompletedLessonWith } from './eligibility.ts';
export { refreshReviewFigures } from './repository.ts';
export { reviewsModule } from './routes.ts';
export { hasReviewedMentor } from './profile-repository.ts';
