export * from './errors.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './mentors.ts';
export * from './reviews.ts';
export * from './referral.ts';
