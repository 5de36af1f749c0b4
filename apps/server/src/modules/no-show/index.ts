/**
 * The no-show module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { noShowReportsOf } from './repository.ts';
export { noShowModule } from './routes.ts';
export { noShowWindowOpen } from './rules.ts';
export { clearNoShowDetailsOf } from './account-deletion-repository.ts';
export { openReportCount } from './repository.ts';
