/**
 * Lets app.close() finish promptly. Fastify closes idle keep-alive connections when closing starts,
 * but a connection busy with a request at that moment would stay open after its answer, idle, until
 * the keep-alive timeout (72 s), far beyond a container's stop grace period. Answers sent while
 * closing therefore say `Connection: close`, and the socket ends with the answer.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const gracefulClose = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no Connection header; its sessions are closed by Fastify itself.
    if (closing && request.raw.httpVersionMajor === 1) void reply.header('connection', 'close');
    done(null, payload);
  });
  done();
});
