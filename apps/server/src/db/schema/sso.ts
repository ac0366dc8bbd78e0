import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The SSO module's tables: credentials. Member data lives in the portal module. */
export const sso = pgSchema('sso');

export const account = sso.table('account', {
  accountId: integer('account_id').primaryKey().generatedAlwaysAsIdentity(),
  loginId: text('login_id').notNull().unique(),
  /** argon2id hash; the password itself is never stored or logged. */
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
