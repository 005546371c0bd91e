// The floor: a bare Fastify route returning the same JSON as GET /api/users/me, with nothing else.
import Fastify from 'fastify';

const body = JSON.parse(process.env.FLOOR_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/users/me', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('floor ready');
