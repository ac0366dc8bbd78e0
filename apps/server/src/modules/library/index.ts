import type { FastifyInstance } from 'fastify';

/**
 * Library (DLS) module: school libraries under /dls/api (schema `library`).
 * Its calls (user/info, loan/list, reservation/list, ...) arrive with the library-services issue.
 */
export async function libraryModule(_app: FastifyInstance) {}
