/**
 * The audit module's public face: the one function every staff action calls inside its own transaction,
 * and the search's routes (eslint.config.js keeps the rest of this folder private).
 */
export { auditModule } from './routes.ts';
export { recordStaffAction, searchAuditOfRecord, type StaffAction } from './service.ts';
