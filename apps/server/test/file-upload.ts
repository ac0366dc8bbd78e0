import type { FastifyInstance } from 'fastify';

/**
 * POSTs one file to the community's upload (`/schome/service/community/file/upload`) as a browser's
 * multipart form sends it: a single `file` part with its name and type. The raw answer, as `inject` gives it.
 */
export function uploadFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: { name: string; data: Buffer; type?: string; boundary?: string },
) {
  const { name, data, type = 'application/octet-stream', boundary = '----test-upload' } = file;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url: '/schome/service/community/file/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
