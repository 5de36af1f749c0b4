/**
 * The lesson room's public face for other features: what a lesson's room kept (its files and chat, ADR 64),
 * shown on the lesson card and with the lesson's notes. The room itself is a route (app/ names its page).
 */
export { RoomKept, roomHasOpened } from './components/room-kept.tsx';
