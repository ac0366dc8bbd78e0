import { ok } from '@reading/contract/envelope';
import { blockWordsResponseSchema } from '@reading/contract/search/keywords';
import {
  bannedWordManageResponseSchema,
  bannedWordWriteSchema,
  wordWriteResponses,
} from '@reading/contract/search/word-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember, requireRole } from '../core/session.plugin.ts';
import { createBlockWordsService } from './block-words.service.ts';

const managerOnly = requireRole('03');

/**
 * GET /schome/service/block/words: `data` is the banned word list (spec 000 §7). Managers edit it
 * with /words/manage, /words/add and /words/delete (docs/decisions/014-word-list-editing.md).
 */
export async function blockWordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBlockWordsService(app.database.db);

  app.get(
    '/words',
    { schema: { tags: ['portal'], summary: '금지어 목록', response: { 200: blockWordsResponseSchema } } },
    app.readCache.route({
      tag: 'banned-words',
      key: () => 'answer',
      schema: blockWordsResponseSchema,
      load: () => service.list(),
    }),
  );

  app.get(
    '/words/manage',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['portal'],
        summary: '금지어 관리 목록 (관리자)',
        response: { ...wordWriteResponses, 200: bannedWordManageResponseSchema },
      },
    },
    async (request) => {
      const list = await service.managedList(requireMember(request).schKey);
      return ok({ list, totalCount: list.length });
    },
  );

  app.post(
    '/words/add',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['portal'],
        summary: '금지어 추가 (관리자)',
        body: bannedWordWriteSchema,
        response: wordWriteResponses,
      },
    },
    async (request) => {
      await service.add(request.body.word, requireMember(request).schKey);
      await app.readCache.invalidate('banned-words');
      return ok({ changed: true as const });
    },
  );

  app.post(
    '/words/delete',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['portal'],
        summary: '금지어 삭제 (관리자)',
        body: bannedWordWriteSchema,
        response: wordWriteResponses,
      },
    },
    async (request) => {
      await service.remove(request.body.word, requireMember(request).schKey);
      await app.readCache.invalidate('banned-words');
      return ok({ changed: true as const });
    },
  );
}
