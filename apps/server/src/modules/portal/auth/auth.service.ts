import {
  AUTHCHECK_STATUS,
  type AuthcheckResponse,
  type LoginMember,
  SSO_ERROR_CODES,
} from '@reading/contract/auth/member-auth';
import type { VerifyStatus } from '@reading/contract/auth/teacher-verification';
import { schoolLevelByCode } from '@reading/contract/codes/school-levels';
import { AppError } from '../../../lib/errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { PatronService } from '../../library/public.ts';
import type { SsoService } from '../../sso/public.ts';
import type { MemberRecord, SessionRepository } from '../core/session.repository.ts';

export const AUTH_MESSAGES = {
  signupNeeded: '회원가입이 필요한 회원입니다.',
  suspended: '서비스 이용불가 회원입니다.',
} as const;

type AuthcheckData = Omit<AuthcheckResponse['data'], 'sharedPc'>;

/**
 * Portal login (decision 030): the SSO checks the password, the portal checks its member and opens its
 * own session (one per member). Also the authcheck that ResLogin runs on the SSO session.
 */
export function createAuthService(deps: {
  sessions: SessionRepository;
  sso: SsoService;
  patrons: PatronService;
  /** False with an external OIDC provider: its identities have no account in the SSO module (037). */
  oidcBundled: boolean;
}) {
  const { sessions, sso, patrons, oidcBundled } = deps;

  async function openPortalSession(record: MemberRecord): Promise<LoginMember> {
    const token = newToken();
    const tokenHash = hashToken(token);
    await sessions.openSession(record.memberKey, tokenHash);
    // A linked library card gets a fresh short-lived library token at every login.
    const card = await patrons.linkedPatron(record.memberKey);
    return {
      id: record.loginId,
      userId: record.loginId,
      name: record.name,
      memNo: String(record.memberKey),
      memberKey: record.memberKey,
      memberTypeCode: record.memberTypeCode,
      schKey: record.schKey === null ? null : String(record.schKey),
      schName: record.schName,
      schGropCode: record.schLevelCode,
      schoolSpecies: record.kind,
      provCode: record.provCode,
      areaCode: record.provCode,
      neisCode: record.neisCode,
      memGrade: record.grade,
      memClass: record.classNo,
      dlsLoanCardNo: card?.cardNo ?? null,
      // Bound to this session: it dies with it (logout, a newer login, idle; decision 052).
      dlsToken: card ? await patrons.issueToken(card.patronId, tokenHash) : null,
      verifyStatus: record.verifyStatus as VerifyStatus,
      verifyReason: record.verifyReason,
      token,
      sessionTimeoutSeconds: sso.policy.idleSeconds,
    };
  }

  return {
    /**
     * Id/password login. Returns the member with a new session token and the SSO cookie value.
     * 401/403/429 from the SSO; 404 '회원가입이 필요한 회원입니다.' for an SSO account without a portal
     * member; 403 '서비스 이용불가 회원입니다.' for a suspended member.
     */
    async login(id: string, password: string, address: string) {
      const account = await sso.verifyCredentials(id, password, address);
      const ssoCookie = await sso.openSession(account.accountId);
      const record = await sessions.findMemberByLoginId(account.loginId);
      if (!record) return { ssoCookie, failure: new AppError(404, AUTH_MESSAGES.signupNeeded) };
      if (record.status !== 'active') {
        await sso.endSession(ssoCookie);
        return { ssoCookie: null, failure: new AppError(403, AUTH_MESSAGES.suspended) };
      }
      return { ssoCookie, member: await openPortalSession(record) };
    },

    /**
     * ResLogin's check of the SSO session (spec 000 §8 gives each status its client behaviour):
     * 0 logged in (a new portal session), -1 SSO account without member, -3 suspended member,
     * -4 member of a school of another level than the site, -2 with the SSO's error code.
     */
    async authcheck(
      identity: { oidcLoginId: string | null; ssoCookie: string | null },
      site: string,
    ): Promise<AuthcheckData> {
      const answer = (
        value: number,
        errCode: string | null,
        id: string | null,
        member: LoginMember | null = null,
      ) => ({
        status: { value },
        errCode,
        id,
        member,
      });
      // A login the OIDC callback just verified comes first; otherwise the SSO's own session. An
      // external provider answers for its own accounts; the bundled one's may have been locked since.
      const state = identity.oidcLoginId
        ? {
            state: 'live' as const,
            loginId: identity.oidcLoginId,
            usable: oidcBundled ? (await sso.accountStatus(identity.oidcLoginId)).usable : true,
          }
        : await sso.resolveSession(identity.ssoCookie);
      if (state.state === 'none') return answer(AUTHCHECK_STATUS.failed, SSO_ERROR_CODES.sessionGone, null);
      if (state.state === 'expired') {
        return answer(AUTHCHECK_STATUS.failed, SSO_ERROR_CODES.sessionExpired, null);
      }
      if (!state.usable) return answer(AUTHCHECK_STATUS.failed, SSO_ERROR_CODES.loginFailed, state.loginId);
      const record = await sessions.findMemberByLoginId(state.loginId);
      if (!record) return answer(AUTHCHECK_STATUS.signupNeeded, null, state.loginId);
      if (record.status !== 'active') return answer(AUTHCHECK_STATUS.suspended, null, state.loginId);
      if (site !== '/') {
        const memberSite = schoolLevelByCode(record.schLevelCode)?.basePath ?? null;
        if (memberSite !== site) return answer(AUTHCHECK_STATUS.notAllowedHere, null, state.loginId);
      }
      return answer(AUTHCHECK_STATUS.loggedIn, null, state.loginId, await openPortalSession(record));
    },

    /** Seconds left of the request's session, or -1 without a live session (checkToken). */
    async secondsLeft(tokenHash: string | null): Promise<number> {
      if (!tokenHash) return -1;
      const session = await sessions.findSession(tokenHash);
      if (!session || session.revokedAt) return -1;
      const left = Math.floor(sso.policy.idleSeconds - (Date.now() - session.lastSeenAt.getTime()) / 1000);
      return left > 0 ? left : -1;
    },

    async logout(tokenHash: string | null) {
      if (tokenHash) await sessions.revoke(tokenHash, 'logout');
    },
  };
}
