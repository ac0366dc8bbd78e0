import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCommentsRepository } from './comments.repository.ts';
import { createCommentsService } from './comments.service.ts';
import './public.ts';

/**
 * Builds the comment engine once and decorates `app.comments` app-wide (decision 170), before the modules,
 * so any area registers its target type as it starts. The portal mounts its routes (commentRoutes).
 */
export const commentsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'comments',
    createCommentsService({
      repository: createCommentsRepository(app.database.db),
      bannedWords: app.bannedWords,
      clock: app.clock,
    }),
  );
});
