/**
 * The conversations module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { presencePlugin } from './presence.ts';
export { refreshReplyRates, replyRate24h, typicalReplyHours } from './reply-rate.ts';
export { conversationsModule } from './routes.ts';
export { seedDemoConversation } from './seed.ts';
export { deletePresenceOf } from './account-deletion-repository.ts';
