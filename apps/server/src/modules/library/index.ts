import type { FastifyInstance } from 'fastify';
import { dlsUserRoutes } from './patrons/user.routes.ts';

/**
 * Library (DLS) module: school libraries under /dls/api (schema `library`). The identity issue brings the
 * patron store and user/info; loans, reservations and the rest arrive with the library-services issue.
 */
export async function libraryModule(app: FastifyInstance) {
  await app.register(dlsUserRoutes);
}
