/**
 * The webinars module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { webinarsModule } from './routes.ts';
export { seedMasterclass } from './seed.ts';
export { activeMasterclasses } from './service.ts';
