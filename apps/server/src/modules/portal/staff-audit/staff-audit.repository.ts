import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { school } from '../../../db/schema/portal.ts';
import { staffAudit } from '../../../db/schema/portal-audit.ts';

export type StaffAuditRow = typeof staffAudit.$inferInsert;

export type StaffAuditFilter = {
  /** The reader's school, or null for the operator (every school). */
  schKey: number | null;
  action?: string;
  from?: Date;
  to?: Date;
};

/** The staff audit's SQL (decision 284): insert, a filtered page, and the retention purge. */
export function createStaffAuditRepository(db: Db) {
  const whereOf = (f: StaffAuditFilter) => {
    const parts: SQL[] = [];
    if (f.schKey !== null) parts.push(eq(staffAudit.schKey, f.schKey));
    if (f.action) parts.push(eq(staffAudit.action, f.action));
    if (f.from) parts.push(gte(staffAudit.actedAt, f.from));
    if (f.to) parts.push(lte(staffAudit.actedAt, f.to));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    async insert(row: StaffAuditRow) {
      await db.insert(staffAudit).values(row);
    },

    async page(filter: StaffAuditFilter, offset: number, limit: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            auditKey: staffAudit.auditKey,
            actedAt: staffAudit.actedAt,
            actorKey: staffAudit.actorKey,
            actorName: staffAudit.actorName,
            actorRole: staffAudit.actorRole,
            action: staffAudit.action,
            targetType: staffAudit.targetType,
            targetKey: staffAudit.targetKey,
            schKey: staffAudit.schKey,
            schoolName: school.name,
            ip: staffAudit.ip,
            userAgent: staffAudit.userAgent,
          })
          .from(staffAudit)
          .leftJoin(school, eq(school.schKey, staffAudit.schKey))
          .where(where)
          .orderBy(desc(staffAudit.actedAt), desc(staffAudit.auditKey))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(staffAudit).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** Deletes the entries made before `before`; answers how many. */
    async purgeBefore(before: Date) {
      const gone = await db
        .delete(staffAudit)
        .where(lt(staffAudit.actedAt, before))
        .returning({ auditKey: staffAudit.auditKey });
      return gone.length;
    },
  };
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;
