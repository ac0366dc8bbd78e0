import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Makes the open database available to every module; closes it after the last request has finished. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.addHook('onClose', async () => {
    await opts.database.close();
    app.log.info('database closed');
  });
});
