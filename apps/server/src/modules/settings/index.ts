/**
 * The settings module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { settingsModule } from './routes.ts';
export {
  checkProfileFields,
  writeProfileFields,
  type CheckedProfile,
  type ProfileFields,
} from './mentor-settings.ts';
