/** The baseline of bench/read-path.ts: a bare Fastify answering a fixed JSON envelope. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const envelope = {
  status: 'OK',
  message: '',
  data: { list: [{ setupCode: 'POPULAR', useYN: 'Y' }], totalCount: 1 },
};
app.get('/healthz', async () => envelope);
// The same envelope padded to the size of the home sections' answer (~11.5 KB): what a bare Fastify does
// with a body that size, to read the large cached answers' figures against.
const large = JSON.stringify({ ...envelope, data: { ...envelope.data, pad: 'x'.repeat(11_400) } });
app.get('/large', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(large);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
