import { index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The SSO module's tables: credentials. Member data lives in the portal module. */
export const sso = pgSchema('sso');

export const account = sso.table('account', {
  accountId: integer('account_id').primaryKey().generatedAlwaysAsIdentity(),
  loginId: text('login_id').notNull().unique(),
  /** argon2id hash; the password itself is never stored or logged. */
  passwordHash: text('password_hash').notNull(),
  /** 'active' or 'disabled' (an administrator switched the account off). */
  status: text('status').notNull().default('active'),
  /** Consecutive failed password checks; reset by a successful login. */
  failedCount: integer('failed_count').notNull().default(0),
  /** Set after too many consecutive failures; login is refused until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The SSO's own browser session (an httpOnly cookie). Only the SHA-256 of the cookie value is stored,
 * so a database reader cannot replay it. Ended by SSO logout or by a newer SSO login of the account.
 */
export const ssoSession = sso.table(
  'sso_session',
  {
    sessionHash: text('session_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.accountId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sso_session_account_idx').on(t.accountId)],
);

/** Login attempts for rate limiting, per login id and per client address (kept a day). */
export const loginAttempt = sso.table(
  'login_attempt',
  {
    attemptId: integer('attempt_id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'id' or 'ip'. */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempt_subject_idx').on(t.scope, t.subject, t.attemptedAt)],
);

/**
 * The OpenID Connect provider's storage (its adapter, decision 032): sessions, grants, interactions,
 * authorization codes, tokens, one row per (model, id), so several server processes share them.
 */
export const oidcPayload = sso.table(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
  ],
);

/** Secrets the provider creates once and every process reuses: signing key, cookie keys, client secret. */
export const oidcSecret = sso.table('oidc_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
