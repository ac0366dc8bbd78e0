/** The baseline of bench/read-path.ts: a bare Fastify answering a fixed JSON envelope. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const envelope = {
  status: 'OK',
  message: '',
  data: { list: [{ setupCode: 'POPULAR', useYN: 'Y' }], totalCount: 1 },
};
app.get('/healthz', async () => envelope);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
