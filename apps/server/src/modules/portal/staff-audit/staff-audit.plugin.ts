import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actorOf } from '../core/actor.ts';
import type { StaffAuditFace } from './public.ts';
import { createStaffAuditRepository } from './staff-audit.repository.ts';
import { createStaffAuditService, originOf, type StaffAuditInput } from './staff-audit.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit of staff actions (decision 284): every module records its staff actions here. */
    staffAudit: StaffAuditFace;
  }
}

/**
 * Decorates `app.staffAudit` before the modules register (decision 284). `record` runs right after a
 * staff action succeeded, awaited: the entry names the logged-in member (name and role as now), the
 * request's address and user agent. A failed insert does not undo the action (it is committed): it is
 * logged at error level with the whole entry and counted (`reading_staff_audit_failed_total`).
 */
export const staffAuditPlugin = fp(async (app: FastifyInstance) => {
  const service = createStaffAuditService({
    repository: createStaffAuditRepository(app.database.db),
    clock: app.clock,
  });
  const face: StaffAuditFace = {
    async record(request: FastifyRequest, input: StaffAuditInput) {
      try {
        const actor = await actorOf(app.database.db, request);
        if (!actor) return;
        await service.record(actor, input, originOf(request));
      } catch (err) {
        app.metrics.count('staff_audit_failed', { action: input.action });
        request.log.error({ err, staffAudit: input }, 'staff audit entry not written');
      }
    },
  };
  app.decorate('staffAudit', face);
});
