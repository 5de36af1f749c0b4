/**
 * What other features may use of the messages feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export { fetchRooms } from './api/fetch-rooms.ts';
