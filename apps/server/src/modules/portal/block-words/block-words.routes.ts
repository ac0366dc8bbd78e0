import { ok } from '@reading/contract/envelope';
import { blockWordsResponseSchema } from '@reading/contract/search/keywords';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBlockWordsService } from './block-words.service.ts';

/** GET /schome/service/block/words: `data` is the banned word list (spec 000 §7). */
export async function blockWordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBlockWordsService(app.database.db);

  app.get(
    '/words',
    { schema: { tags: ['portal'], summary: '금지어 목록', response: { 200: blockWordsResponseSchema } } },
    async () => ok(await service.list()),
  );
}
