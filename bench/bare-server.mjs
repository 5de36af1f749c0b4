// The yardstick of `npm run bench:ratio`: a bare Fastify answering every GET with the same bytes from
// memory (BODY_FILE, CONTENT_TYPE), on PORT. Run as its own process, like the product's server.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '');
const app = Fastify();
app.get('/*', (_request, reply) => reply.type(process.env.CONTENT_TYPE ?? 'application/json').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
