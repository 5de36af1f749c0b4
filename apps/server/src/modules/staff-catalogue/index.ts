/**
 * The staff catalogue module's public face (issue 21 item 5, ADR 73): its routes. The lists' lookups for
 * everyone else stay the mentors module's (GET /api/mentors/skills|styles|languages/, hidden left out).
 */
export { staffCatalogueModule } from './routes.ts';
