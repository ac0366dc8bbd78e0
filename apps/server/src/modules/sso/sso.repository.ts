import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, loginAttempt, ssoSession } from '../../db/schema/sso.ts';

export function createSsoRepository(db: Db) {
  return {
    async findAccount(loginId: string) {
      const [row] = await db.select().from(account).where(eq(account.loginId, loginId));
      return row ?? null;
    },

    async findAccountById(accountId: number) {
      const [row] = await db.select().from(account).where(eq(account.accountId, accountId));
      return row ?? null;
    },

    async recordFailure(accountId: number, lockAfter: number, lockUntil: Date) {
      const [row] = await db
        .update(account)
        .set({
          failedCount: sql`${account.failedCount} + 1`,
          lockedUntil: sql`case when ${account.failedCount} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${account.lockedUntil} end`,
          updatedAt: new Date(),
        })
        .where(eq(account.accountId, accountId))
        .returning({ failedCount: account.failedCount, lockedUntil: account.lockedUntil });
      return row!;
    },

    async resetFailures(accountId: number) {
      await db
        .update(account)
        .set({ failedCount: 0, lockedUntil: null })
        .where(eq(account.accountId, accountId));
    },

    async addAttempts(subjects: { scope: 'id' | 'ip'; subject: string }[]) {
      await db.insert(loginAttempt).values(subjects);
    },

    async countAttempts(scope: 'id' | 'ip', subject: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempt)
        .where(
          and(
            eq(loginAttempt.scope, scope),
            eq(loginAttempt.subject, subject),
            gt(loginAttempt.attemptedAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async purgeAttempts(before: Date) {
      await db.delete(loginAttempt).where(lt(loginAttempt.attemptedAt, before));
    },

    /** One SSO session per account: a newer login ends the older one. */
    async openSession(accountId: number, sessionHash: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(ssoSession)
          .set({ endedAt: new Date() })
          .where(and(eq(ssoSession.accountId, accountId), isNull(ssoSession.endedAt)));
        await tx.insert(ssoSession).values({ sessionHash, accountId });
      });
    },

    async findSession(sessionHash: string) {
      const [row] = await db.select().from(ssoSession).where(eq(ssoSession.sessionHash, sessionHash));
      return row ?? null;
    },

    async touchSession(sessionHash: string) {
      await db
        .update(ssoSession)
        .set({ lastSeenAt: new Date() })
        .where(eq(ssoSession.sessionHash, sessionHash));
    },

    async endSession(sessionHash: string) {
      await db
        .update(ssoSession)
        .set({ endedAt: new Date() })
        .where(and(eq(ssoSession.sessionHash, sessionHash), isNull(ssoSession.endedAt)));
    },

    /** A new password hash; every open SSO session of the account ends with the old password. */
    async replacePassword(accountId: number, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(account)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(account.accountId, accountId));
        await tx
          .update(ssoSession)
          .set({ endedAt: new Date() })
          .where(and(eq(ssoSession.accountId, accountId), isNull(ssoSession.endedAt)));
      });
    },

    async createAccount(loginId: string, passwordHash: string) {
      const [row] = await db
        .insert(account)
        .values({ loginId, passwordHash })
        .onConflictDoNothing()
        .returning({ accountId: account.accountId });
      return row ?? null;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
