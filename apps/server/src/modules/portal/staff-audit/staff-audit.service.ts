import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  STAFF_AUDIT_MESSAGES,
  STAFF_AUDIT_RETENTION_MONTHS,
  type StaffAuditAction,
  type StaffAuditEntry,
} from '@reading/contract/ops/staff-audit';
import {
  type Clock,
  koreaDate,
  koreaDateTime,
  koreaDayEnd,
  koreaDayStart,
  monthsBefore,
} from '../../../lib/clock.ts';
import { forbidden } from '../../../lib/errors.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import type { StaffAuditRepository } from './staff-audit.repository.ts';

/** What a staff action tells the audit: the action, what it acted on, and the school it belongs to. */
export type StaffAuditInput = {
  action: StaffAuditAction;
  targetType: string;
  targetKey: string | number;
  /** The school the action belongs to; the actor's own school when left out. */
  schKey?: number | null;
};

/** Where a request came from: the address Fastify resolved (trustProxy) and the browser's user agent. */
export type RequestOrigin = { ip: string; userAgent: string };

const USER_AGENT_MAX = 300;

export const originOf = (request: { ip: string; headers: Record<string, unknown> }): RequestOrigin => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : '' };
};

/** The school a reader may read: null for the operator (all), their own for a school manager; else 403. */
export function auditScopeOf(actor: Actor | null): number | null {
  const who = requireActor(actor);
  if (who.operator) return null;
  if (who.memberTypeCode === MEMBER_TYPES.manager && who.schKey !== null) return who.schKey;
  throw forbidden(STAFF_AUDIT_MESSAGES.forbidden);
}

/**
 * The audit of staff actions (decision 284): `record` writes one entry right after an action succeeded,
 * `list` pages a reader's entries (manager: their school, operator: all), `purge` drops what the privacy
 * policy no longer keeps.
 */
export function createStaffAuditService(deps: { repository: StaffAuditRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    async record(actor: Actor, input: StaffAuditInput, origin: RequestOrigin) {
      await repository.insert({
        actedAt: clock.now(),
        actorKey: actor.memberKey,
        actorName: actor.name,
        actorRole: actor.operator ? 'operator' : actor.memberTypeCode,
        action: input.action,
        targetType: input.targetType,
        targetKey: String(input.targetKey),
        schKey: input.schKey === undefined ? actor.schKey : input.schKey,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
    },

    async list(
      actor: Actor | null,
      query: {
        action?: StaffAuditAction;
        fromDate?: string;
        toDate?: string;
        pageIndex: number;
        pageSize: number;
      },
    ) {
      const schKey = auditScopeOf(actor);
      const { rows, totalCount } = await repository.page(
        {
          schKey,
          ...(query.action ? { action: query.action } : {}),
          ...(query.fromDate ? { from: koreaDayStart(query.fromDate) } : {}),
          ...(query.toDate ? { to: koreaDayEnd(query.toDate) } : {}),
        },
        (query.pageIndex - 1) * query.pageSize,
        query.pageSize,
      );
      const list: StaffAuditEntry[] = rows.map((row) => ({
        ...row,
        actedAt: koreaDateTime(row.actedAt),
        action: row.action as StaffAuditAction,
      }));
      return {
        list,
        totalCount,
        totalPage: Math.ceil(totalCount / query.pageSize),
        scope: schKey === null ? ('all' as const) : ('school' as const),
      };
    },

    /** Deletes entries older than the retention period (Korea days); answers how many. */
    async purge() {
      const keepFrom = monthsBefore(koreaDate(clock.now()), STAFF_AUDIT_RETENTION_MONTHS);
      return repository.purgeBefore(koreaDayStart(keepFrom));
    },
  };
}

export type StaffAuditService = ReturnType<typeof createStaffAuditService>;
