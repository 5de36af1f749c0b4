/**
 * The back-office module's public face (issue 21): its routes. It reads and changes other modules' records
 * only through their index.ts.
 */
export { backOfficeModule } from './routes.ts';
export { backOfficeOperationsModule } from './operations-routes.ts';
