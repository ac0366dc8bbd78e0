import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An answer read off a real socket, shaped as `app.inject`'s (the fields the read-cache tests use). */
export type ServedAnswer = {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: as inject's `json()`: the tests read answers of many shapes
  json: () => any;
};

/**
 * A request (GET unless told) over a real socket to the app listening on a port of its own (started on first use), so that an
 * answer can come from the read cache's front door, which `app.inject` never passes (decision 212).
 * Bytes are read as sent: nothing is decompressed. `app` is read at each call (`useTestApp` fills it).
 */
export function servedGet(app: () => FastifyInstance) {
  let port: Promise<number> | null = null;
  return async (
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<ServedAnswer> => {
    port ??= app()
      .listen({ port: 0, host: '127.0.0.1' })
      .then((address) => Number(new URL(address).port));
    const at = await port;
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: at, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body,
            json: () => JSON.parse(body),
          });
        });
      });
      req.on('error', reject);
      req.end();
    });
  };
}
