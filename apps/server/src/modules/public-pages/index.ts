/** The public pages module's face: the head of the drawn pages, the sitemap and robots.txt (ADR 68). */
export { pageHead, publicPagesModule } from './routes.ts';
export type { PageHead } from './head.ts';
