// The floor: a bare Fastify server answering the measured routes with the same JSON bodies, and nothing else.
import Fastify from 'fastify';

/**
 * FLOOR_ROUTES: `[{ method, url, body, type? }]`, the bodies captured from the real server; `type` sends the
 * body as it is (a page's HTML for Lighthouse's floor) instead of as JSON.
 */
const routes = JSON.parse(process.env.FLOOR_ROUTES ?? '[]') as {
  method: 'GET' | 'POST';
  url: string;
  body: unknown;
  type?: string;
}[];
const app = Fastify({ logger: false });
for (const route of routes)
  app.route({
    method: route.method,
    url: route.url,
    handler: async (_request, reply) => (route.type ? reply.type(route.type).send(route.body) : route.body),
  });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('floor ready');
