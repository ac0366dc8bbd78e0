import type { FastifyInstance } from 'fastify';

/**
 * Search module: the union catalogue under /alpasq/api (schema `search`).
 * Its calls (search, aggkw, keyword/best, detail/info) arrive with the catalogue-search issue.
 */
export async function searchModule(_app: FastifyInstance) {}
