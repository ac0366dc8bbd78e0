import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSsoRepository, type SsoRepository } from './sso.repository.ts';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
export const hashPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2 });

export type SsoPolicy = {
  /** SSO and portal sessions end after this many idle seconds (spec 000 §9: 7200). */
  idleSeconds: number;
  /** Attempts per login id, and per client address, within `windowSeconds`; more answer 429. */
  maxAttemptsPerId: number;
  maxAttemptsPerAddress: number;
  windowSeconds: number;
  /** Consecutive wrong passwords that lock an account, and for how long. */
  lockAfter: number;
  lockMinutes: number;
};

export const DEFAULT_SSO_POLICY: SsoPolicy = {
  idleSeconds: 7200,
  maxAttemptsPerId: 10,
  maxAttemptsPerAddress: 60,
  windowSeconds: 300,
  lockAfter: 5,
  lockMinutes: 15,
};

export const SSO_MESSAGES = {
  invalid: '이용자정보를 다시 확인해주세요.',
  tooMany: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  locked: (minutes: number, after: number) =>
    `비밀번호를 ${after}회 이상 잘못 입력하여 계정이 잠겼습니다. ${minutes}분 후 다시 시도해주세요.`,
  disabled: '사용이 중지된 계정입니다. 고객센터로 문의해주세요.',
} as const;

// A real argon2id hash of a random string: unknown ids cost the same time as known ones.
let dummyHash: Promise<string> | null = null;

export type SsoSessionState =
  | { state: 'none' }
  | { state: 'expired' }
  | { state: 'live'; accountId: number; loginId: string; usable: boolean };

/**
 * The SSO module's interface to the portal (DESIGN.md §1: modules call each other, never each other's
 * tables): password checks with rate limit and lockout, and the SSO's own browser sessions.
 */
export function createSsoService(
  repository: SsoRepository,
  policy: SsoPolicy = DEFAULT_SSO_POLICY,
  /** Told when a wrong password locks an account (the lockout metric, decision 280). */
  onLockout: () => void = () => {},
) {
  const isLocked = (lockedUntil: Date | null) => lockedUntil !== null && lockedUntil.getTime() > Date.now();

  return {
    policy,

    /**
     * Checks id and password. Throws 429 past the rate limits, 403 for a locked or disabled account,
     * 401 for a wrong id or password (one message for both, so ids cannot be probed).
     */
    async verifyCredentials(loginId: string, password: string, address: string) {
      const since = new Date(Date.now() - policy.windowSeconds * 1000);
      const [byId, byAddress] = await Promise.all([
        repository.countAttempts('id', loginId, since),
        repository.countAttempts('ip', address, since),
      ]);
      if (byId >= policy.maxAttemptsPerId || byAddress >= policy.maxAttemptsPerAddress) {
        throw new AppError(429, SSO_MESSAGES.tooMany);
      }
      await repository.addAttempts([
        { scope: 'id', subject: loginId },
        { scope: 'ip', subject: address },
      ]);

      const found = await repository.findAccount(loginId);
      if (!found) {
        dummyHash ??= hashPassword(newToken());
        await verify(await dummyHash, password).catch(() => false);
        throw new AppError(401, SSO_MESSAGES.invalid);
      }
      if (found.status !== 'active') throw new AppError(403, SSO_MESSAGES.disabled);
      if (isLocked(found.lockedUntil)) {
        throw new AppError(403, SSO_MESSAGES.locked(policy.lockMinutes, policy.lockAfter));
      }
      const matches = await verify(found.passwordHash, password).catch(() => false);
      if (!matches) {
        const after = await repository.recordFailure(
          found.accountId,
          policy.lockAfter,
          new Date(Date.now() + policy.lockMinutes * 60_000),
        );
        if (isLocked(after.lockedUntil)) {
          onLockout();
          throw new AppError(403, SSO_MESSAGES.locked(policy.lockMinutes, policy.lockAfter));
        }
        throw new AppError(401, SSO_MESSAGES.invalid);
      }
      if (found.failedCount > 0) await repository.resetFailures(found.accountId);
      return { accountId: found.accountId, loginId: found.loginId };
    },

    /** Opens the SSO's browser session; returns the cookie value (only its hash is stored). */
    async openSession(accountId: number): Promise<string> {
      const value = newToken();
      await repository.openSession(accountId, hashToken(value));
      return value;
    },

    /** What an SSO cookie stands for now; a live session is touched (idle rule). */
    async resolveSession(cookieValue: string | null): Promise<SsoSessionState> {
      if (!cookieValue) return { state: 'none' };
      const sessionHash = hashToken(cookieValue);
      const session = await repository.findSession(sessionHash);
      if (!session || session.endedAt) return { state: 'none' };
      if (Date.now() - session.lastSeenAt.getTime() > policy.idleSeconds * 1000) {
        await repository.endSession(sessionHash);
        return { state: 'expired' };
      }
      const owner = await repository.findAccountById(session.accountId);
      if (!owner) return { state: 'none' };
      await repository.touchSession(sessionHash);
      return {
        state: 'live',
        accountId: owner.accountId,
        loginId: owner.loginId,
        usable: owner.status === 'active' && !isLocked(owner.lockedUntil),
      };
    },

    /** Whether a login id has an SSO account that may log in now (for identities the OIDC flow proved). */
    async accountStatus(loginId: string): Promise<{ exists: boolean; usable: boolean }> {
      const found = await repository.findAccount(loginId);
      if (!found) return { exists: false, usable: false };
      return { exists: true, usable: found.status === 'active' && !isLocked(found.lockedUntil) };
    },

    /**
     * Creates an account with an argon2id hash inside the caller's transaction (signup creates the
     * portal member in the same one); null when the id is taken.
     */
    async createAccount(tx: Db, loginId: string, password: string) {
      return createSsoRepository(tx).createAccount(loginId, await hashPassword(password));
    },

    /**
     * Changes a password after checking the current one as a login does (rate limits and lockout
     * included, so the page cannot be used to guess passwords); ends the account's SSO sessions.
     */
    async changePassword(loginId: string, currentPassword: string, newPassword: string, address: string) {
      const found = await this.verifyCredentials(loginId, currentPassword, address);
      await repository.replacePassword(found.accountId, await hashPassword(newPassword));
    },

    async endSession(cookieValue: string | null) {
      if (cookieValue) await repository.endSession(hashToken(cookieValue));
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
