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
// A body of exactly `bytes` bytes, sent as `enc` (br, gzip) when given: the size and encoding of one of
// our answers, so each large cached read is also read against a bare Fastify sending what it sends. The
// bytes are made once per address; a request only looks them up.
const bodies = new Map<string, Buffer>();
app.get<{ Querystring: { bytes: string; enc?: string } }>('/sized', (request, reply) => {
  let body = bodies.get(request.url);
  if (!body) {
    const bytes = Number(request.query.bytes);
    const text = JSON.stringify({ ...envelope, data: { ...envelope.data, pad: '' } });
    body = Buffer.from(text.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - text.length))}"`));
    bodies.set(request.url, body);
  }
  reply.type('application/json; charset=utf-8');
  if (request.query.enc) reply.header('content-encoding', request.query.enc);
  reply.send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
