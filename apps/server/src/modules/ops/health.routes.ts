import { envelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponseSchema = envelopeSchema(
  z.object({ database: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']) }),
);

const readyResponseSchema = envelopeSchema(
  z.object({
    database: z.enum(['up', 'down']),
    replica: z.enum(['up', 'down', 'none']),
    engine: z.enum(['pglite', 'postgres']),
  }),
);

/** Whether a database answers `select 1`. */
async function answers(query: (sql: string) => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await query('select 1');
    return 'up';
  } catch {
    return 'down';
  }
}

/**
 * `/healthz`: liveness and readiness in one, 503 when the database does not answer. `/readyz` (the load
 * balancer's check, decision 252): 503 while the primary does not answer or the process is shutting
 * down; a replica that is down is reported but leaves the node ready (its reads fall back to the primary).
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: '준비 상태 확인',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const { engine, queryReplica } = app.database;
      const [database, replica] = await Promise.all([
        answers(app.database.query),
        queryReplica ? answers(queryReplica) : ('none' as const),
      ]);
      const data = { database, replica, engine };
      if (database === 'up' && !closing) return ok(data);
      return reply.code(503).send({ status: 'FAIL', message: '데이터베이스에 연결할 수 없습니다.', data });
    },
  );
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
