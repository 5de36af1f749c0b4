/**
 * Build-time facts of the web app. The server's configuration (GET /api/config/) holds the same app name;
 * the shell uses this constant so titles and the footer render before any call returns.
 */
export const APP_NAME = 'Music Mentors';
