export * from './errors.ts';
export * from './auth.ts';
export * from './config.ts';
export * from './messages.ts';
export * from './constants.ts';
