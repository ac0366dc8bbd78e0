import type { FastifyRequest } from 'fastify';
import type { StaffAuditInput } from './staff-audit.service.ts';

export type { StaffAuditInput } from './staff-audit.service.ts';

/** What other modules use of the staff audit (decision 284), as `app.staffAudit`. */
export type StaffAuditFace = {
  /** Records a staff action the request's member just did (call after it succeeded). */
  record(request: FastifyRequest, input: StaffAuditInput): Promise<void>;
};
