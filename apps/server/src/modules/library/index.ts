import type { FastifyInstance } from 'fastify';
import { illRoutes } from './ill/ill.routes.ts';
import { dlsUserRoutes } from './patrons/user.routes.ts';

/**
 * Library (DLS) module: school libraries under /dls/api (schema `library`). The identity issue brought the
 * patron store and user/info, the search issue the inter-library-loan groups; loans, reservations and the
 * rest arrive with the library-services issue.
 */
export async function libraryModule(app: FastifyInstance) {
  await app.register(illRoutes);
  await app.register(dlsUserRoutes);
}
