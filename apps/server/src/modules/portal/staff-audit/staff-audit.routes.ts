import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import { staffAuditListRequestSchema, staffAuditListResponseSchema } from '@reading/contract/ops/staff-audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scheduleJob } from '../../../lib/scheduled-job.ts';
import { actorOf } from '../core/actor.ts';
import { createStaffAuditRepository } from './staff-audit.repository.ts';
import { createStaffAuditService } from './staff-audit.service.ts';

/** Every day at 03:20 in Korea, after the phone retention job. */
export const STAFF_AUDIT_PURGE_SCHEDULE = '20 3 * * *';

/**
 * /schome/service/staffAudit/list: the school manager reads their school's staff actions, the operator
 * every school's (decision 284); everyone else 403. Registers the daily retention purge.
 */
export async function staffAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createStaffAuditService({
    repository: createStaffAuditRepository(app.database.db),
    clock: app.clock,
  });
  app.get(
    '/list',
    {
      schema: {
        tags: ['ops'],
        summary: '직원 작업 기록 (학교관리자: 우리 학교, 운영자: 전체)',
        querystring: staffAuditListRequestSchema,
        response: {
          200: staffAuditListResponseSchema,
          400: failEnvelopeSchema,
          401: failEnvelopeSchema,
          403: failEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await service.list(await actorOf(app.database.db, request), request.query)),
  );
  scheduleJob(app, {
    schedule: STAFF_AUDIT_PURGE_SCHEDULE,
    label: 'staff audit: retention',
    countName: 'purged',
    task: () => service.purge(),
  });
}
