import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { portal } from './portal.ts';

/**
 * The audit of staff actions (decision 284): one row per approval, refusal, return at the desk, deletion
 * or hiding of a member's writing, code issued or role changed. Written right after the action by
 * `app.staffAudit.record`; kept for the privacy policy's period (STAFF_AUDIT_RETENTION_MONTHS), then purged.
 * The actor's name and role are copied, so an entry still reads the same after the member changes.
 */
export const staffAudit = portal.table(
  'staff_audit',
  {
    auditKey: integer('audit_key').primaryKey().generatedAlwaysAsIdentity(),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull(),
    actorKey: integer('actor_key').notNull(),
    actorName: text('actor_name').notNull(),
    /** The member type acted with ('02', '03') or 'operator'. */
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    /** What was acted on: 'member', 'loan', 'post', 'comment', 'card', 'class'… and its key as text. */
    targetType: text('target_type').notNull(),
    targetKey: text('target_key').notNull(),
    /** The school the action belongs to (its manager reads it); null for the service's own (operator). */
    schKey: integer('sch_key'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    index('staff_audit_school_idx').on(t.schKey, t.actedAt),
    index('staff_audit_acted_idx').on(t.actedAt),
  ],
);
