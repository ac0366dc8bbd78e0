import { envelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponseSchema = envelopeSchema(
  z.object({ database: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']) }),
);

/** Liveness and readiness in one: answers 503 when the database does not answer. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: '상태 확인',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const { engine } = app.database;
      try {
        await app.database.query('select 1');
        return ok({ database: 'up' as const, engine });
      } catch (err) {
        app.log.error({ err }, 'health check: database down');
        return reply.code(503).send({
          status: 'FAIL',
          message: '데이터베이스에 연결할 수 없습니다.',
          data: { database: 'down', engine },
        });
      }
    },
  );
}
