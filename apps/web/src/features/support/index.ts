/**
 * What other features may use of the support feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export {
  assignSupportTicket,
  setSupportTicketStatus,
  supportThreadQuery,
  supportTicketsKey,
  supportTicketsQuery,
  writeToThread,
} from './api/support.ts';
export { ThreadMessageForm } from './components/thread-message-form.tsx';
export { ThreadView } from './components/thread-view.tsx';
