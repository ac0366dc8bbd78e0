import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileRow } from './board.repository.ts';
import { contentDisposition } from './uploads.ts';

export const tags = ['portal'];

/**
 * Sends a stored file: as a download with its original (Korean) name, or inline (images). Never sniffed by
 * the browser, never run as a page.
 */
export function sendFile(
  reply: FastifyReply,
  file: FileRow,
  stream: Readable,
  kind: 'attachment' | 'inline',
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.fileSize))
    .header('content-disposition', contentDisposition(kind, file.originalFileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', kind === 'inline' ? 'public, max-age=86400' : 'private, no-store')
    .send(stream);
}

/** A page answer from a service page and a mapper. */
export function pageOf<Row, Item>(
  page: { rows: Row[]; totalCount: number; totalPage: number; pageIndex: number; pageSize: number },
  map: (row: Row) => Item,
) {
  return {
    list: page.rows.map(map),
    totalCount: page.totalCount,
    totalPage: page.totalPage,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}
