import { verifyStatusMessage } from '@reading/contract/auth/teacher-verification';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../../lib/errors.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { createLiveStreams, type LiveStreams } from './live-streams.ts';
import { createSessionRepository } from './session.repository.ts';

/** The member behind a request's `token` header, once checked against `userId` and `schKey`. */
export type SessionMember = {
  memberKey: number;
  loginId: string;
  memberTypeCode: string;
  /**
   * The school the member acts for: their own, but none for a pupil not yet verified (decision 220), so
   * every area that names the caller's school from here shows such a pupil public content only.
   */
  schKey: number | null;
  /** The school the member registered with, verified or not (the pupil's own verification calls). */
  registeredSchKey: number | null;
  /** 'verified', or for a teacher or pupil awaiting (or refused) verification (decisions 050, 220). */
  verifyStatus: string;
  tokenHash: string;
};

export type SessionProblem = 'unknown' | 'mismatch' | 'duplicate' | 'idle' | 'logout';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null (anonymous, or a token that failed; see `sessionProblem`). */
    member: SessionMember | null;
    sessionProblem: SessionProblem | null;
  }
  interface FastifyInstance {
    /** Every live stream (SSE) of the portal, each ended with its session (core/live-streams.ts). */
    liveStreams: LiveStreams;
  }
  interface FastifyContextConfig {
    /** Routes that answer a dead token themselves (logout, checkToken, authcheck) instead of 401. */
    allowStaleToken?: boolean;
  }
}

export const SESSION_MESSAGES: Record<SessionProblem, string> = {
  unknown: '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.',
  mismatch: '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.',
  duplicate: '다른 곳에서 같은 계정으로 로그인하여 로그아웃되었습니다.',
  idle: '장시간 사용하지 않아 로그아웃되었습니다.',
  logout: '로그아웃된 세션입니다. 다시 로그인해주세요.',
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Resolves `request.member` from the `token` header for every route of every module (decision 031).
 * The `userId` and `schKey` headers must match the session the token names; a request that carries a
 * dead or mismatched token answers 401 (the client's duplicate-login signal, spec 000 §8) unless the
 * route sets `config.allowStaleToken`. Sessions idle longer than `idleSeconds` are revoked here.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { idleSeconds: number }) => {
  const repository = createSessionRepository(app.database.db);
  const touchEveryMs = Math.min(30_000, (opts.idleSeconds * 1000) / 4);
  app.decorateRequest('member', null);
  app.decorateRequest('sessionProblem', null);
  // Streams live as long as their session (decision 231): ended on logout, a newer login, idle expiry.
  const liveStreams = createLiveStreams(app.database, { idleSeconds: opts.idleSeconds });
  app.decorate('liveStreams', liveStreams);
  app.metrics.gauge('live_streams', 'Open live streams (Server-Sent Events) of this process', () =>
    liveStreams.openCount(),
  );
  app.addHook('onReady', () => liveStreams.start());
  app.addHook('preClose', () => liveStreams.stop());

  // A callback hook: a request without a token (every anonymous one) costs no promise (decision 160).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = header(request, 'token');
    if (!token) return done();
    resolveMember(request, token).then(() => done(), done);
  });

  async function resolveMember(request: FastifyRequest, token: string) {
    const tokenHash = hashToken(token);
    const session = await repository.findSession(tokenHash);
    let problem: SessionProblem | null = null;
    if (!session) problem = 'unknown';
    else if (session.revokedAt) {
      const reason = session.revokedReason;
      problem = reason === 'duplicate' || reason === 'idle' ? reason : 'logout';
    } else if (Date.now() - session.lastSeenAt.getTime() > opts.idleSeconds * 1000) {
      await repository.revoke(tokenHash, 'idle');
      problem = 'idle';
    } else if (session.status !== 'active') problem = 'unknown';
    else {
      const schKey = header(request, 'schKey');
      const expectedSchKey = session.schKey === null ? '' : String(session.schKey);
      if (header(request, 'userId') !== session.loginId || schKey !== expectedSchKey) problem = 'mismatch';
    }
    if (problem || !session) {
      request.sessionProblem = problem;
      if (!request.routeOptions.config.allowStaleToken) throw unauthorized(SESSION_MESSAGES[problem!]);
      return;
    }
    if (Date.now() - session.lastSeenAt.getTime() > touchEveryMs) await repository.touch(tokenHash);
    request.member = {
      memberKey: session.memberKey,
      loginId: session.loginId,
      memberTypeCode: session.memberTypeCode,
      schKey: actingSchool(session),
      registeredSchKey: session.schKey,
      verifyStatus: session.verifyStatus,
      tokenHash,
    };
  }
});

/** The logged-in member, or 401. */
export function requireMember(request: FastifyRequest): SessionMember {
  if (!request.member) {
    throw unauthorized(request.sessionProblem ? SESSION_MESSAGES[request.sessionProblem] : undefined);
  }
  return request.member;
}

type RoleCode = '01' | '02' | '03' | '04';

/**
 * The school a member acts for (decision 220): their own, except that a pupil (01) whose account is not
 * verified acts with none, as a general member would. Every lookup of "the caller's school" goes through
 * here: the session plugin, and the live streams that find their member by ticket.
 */
export function actingSchool(member: {
  memberTypeCode: string;
  verifyStatus: string;
  schKey: number | null;
}): number | null {
  return member.memberTypeCode === '01' && member.verifyStatus !== 'verified' ? null : member.schKey;
}

/**
 * The member type a member acts with: their own, except that a teacher or manager whose account is not
 * verified acts with no staff rights (decision 050). Every role check goes through here.
 */
export function actingRole(member: Pick<SessionMember, 'memberTypeCode' | 'verifyStatus'>): string | null {
  const staff = member.memberTypeCode === '02' || member.memberTypeCode === '03';
  return staff && member.verifyStatus !== 'verified' ? null : member.memberTypeCode;
}

/**
 * The logged-in member if they act as one of the given member types (01 student, 02 teacher, 03
 * manager); else 401 without a session, 403 with the pending/refused message for an unverified
 * teacher, 403 '접근이 불가합니다.' otherwise.
 */
export function assertRole(request: FastifyRequest, ...codes: RoleCode[]): SessionMember {
  const member = requireMember(request);
  const role = actingRole(member);
  if (role !== null && codes.includes(role as RoleCode)) return member;
  const wanted = codes.includes(member.memberTypeCode as RoleCode);
  throw forbidden((wanted && verifyStatusMessage(member.verifyStatus)) || undefined);
}

/** A preHandler form of `assertRole`: `app.get('/x', { preHandler: requireRole('02', '03') }, handler)`. */
export function requireRole(...codes: RoleCode[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    assertRole(request, ...codes);
  };
}
