import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { todoResponseSchema } from '@reading/contract/mypage/todo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import { assertRole } from '../core/session.plugin.ts';
import type { TodoService } from './todo.service.ts';

/** GET /schome/service/mypage/todo: what waits for a teacher or manager (decision 286). */
export async function todoRoutes(fastify: FastifyInstance, opts: { todo: TodoService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/todo',
    {
      schema: {
        tags: ['mypage'],
        summary: '할 일: 승인·검토를 기다리는 학생, 선생님, 동아리, 밸런스게임, 독서활동 (교사·학교관리자)',
        response: { 200: todoResponseSchema, 401: failEnvelopeSchema, 403: failEnvelopeSchema },
      },
    },
    async (request) => {
      assertRole(request, '02', '03');
      const actor = await actorOf(app.database.db, request);
      return ok(await opts.todo.of(actor!));
    },
  );
}
