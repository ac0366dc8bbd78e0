import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPatronRepository } from './patron.repository.ts';
import { createPatronService, type PatronService } from './patron.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The library module's patron interface (card link, consent, dlsToken), decision 034. */
    library: { patrons: PatronService };
  }
}

export const libraryServicePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('library', { patrons: createPatronService(createPatronRepository(app.database.db)) });
});
