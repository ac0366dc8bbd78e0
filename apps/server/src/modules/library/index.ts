import type { FastifyInstance } from 'fastify';
import { illRoutes } from './ill/ill.routes.ts';

/**
 * Library (DLS) module: school libraries under /dls/api (schema `library`).
 * Its calls (user/info, loan/list, reservation/list, ...) arrive with the library-services issue;
 * the inter-library-loan groups arrived with the search issue.
 */
export async function libraryModule(app: FastifyInstance) {
  await app.register(illRoutes);
}
