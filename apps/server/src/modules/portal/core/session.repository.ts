import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member, memberSession, school } from '../../../db/schema/portal.ts';
import { sessionEndNotice } from './live-streams.ts';

export function createSessionRepository(db: Db) {
  return {
    /** The session behind a token hash, with its member and school (null when unknown). */
    async findSession(tokenHash: string) {
      const [row] = await db
        .select({
          tokenHash: memberSession.tokenHash,
          lastSeenAt: memberSession.lastSeenAt,
          revokedAt: memberSession.revokedAt,
          revokedReason: memberSession.revokedReason,
          memberKey: member.memberKey,
          loginId: member.loginId,
          memberTypeCode: member.memberTypeCode,
          schKey: member.schKey,
          status: member.status,
          verifyStatus: member.verifyStatus,
        })
        .from(memberSession)
        .innerJoin(member, eq(member.memberKey, memberSession.memberKey))
        .where(eq(memberSession.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Opens a session and revokes every older live one of the member (one session per member); every
     * process hears of each revoked one on commit and ends its streams (decision 231).
     */
    async openSession(memberKey: number, tokenHash: string) {
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(memberSession)
          .set({ revokedAt: new Date(), revokedReason: 'duplicate' })
          .where(and(eq(memberSession.memberKey, memberKey), isNull(memberSession.revokedAt)))
          .returning({ tokenHash: memberSession.tokenHash });
        for (const old of revoked) await tx.execute(sessionEndNotice(old.tokenHash));
        await tx.insert(memberSession).values({ memberKey, tokenHash });
      });
    },

    async touch(tokenHash: string) {
      await db
        .update(memberSession)
        .set({ lastSeenAt: new Date() })
        .where(eq(memberSession.tokenHash, tokenHash));
    },

    /** Revokes a live session; every process hears of it and ends its streams (decision 231). */
    async revoke(tokenHash: string, reason: 'logout' | 'idle') {
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(memberSession)
          .set({ revokedAt: new Date(), revokedReason: reason })
          .where(and(eq(memberSession.tokenHash, tokenHash), isNull(memberSession.revokedAt)))
          .returning({ tokenHash: memberSession.tokenHash });
        if (revoked.length > 0) await tx.execute(sessionEndNotice(tokenHash));
      });
    },

    /** The member with the school fields of the login payload. */
    async findMemberByLoginId(loginId: string) {
      const [row] = await db
        .select({
          memberKey: member.memberKey,
          loginId: member.loginId,
          name: member.name,
          memberTypeCode: member.memberTypeCode,
          status: member.status,
          verifyStatus: member.verifyStatus,
          verifyReason: member.verifyReason,
          grade: member.grade,
          classNo: member.classNo,
          schKey: member.schKey,
          schName: school.name,
          schLevelCode: school.schLevelCode,
          kind: school.kind,
          provCode: school.provCode,
          neisCode: school.neisCode,
        })
        .from(member)
        .leftJoin(school, eq(school.schKey, member.schKey))
        .where(eq(member.loginId, loginId));
      return row ?? null;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
export type MemberRecord = NonNullable<Awaited<ReturnType<SessionRepository['findMemberByLoginId']>>>;
