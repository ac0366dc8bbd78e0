import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oidcLogin } from '../../../db/schema/portal.ts';

export function createOidcLoginRepository(db: Db) {
  return {
    async create(row: {
      stateHash: string;
      nonce: string;
      codeVerifier: string;
      site: string;
      sharedPc: boolean;
    }) {
      await db.insert(oidcLogin).values(row);
    },

    /** Claims a login for its one callback; null when unknown, too old or already called back. */
    async claimForCallback(stateHash: string, notBefore: Date) {
      const [row] = await db
        .update(oidcLogin)
        .set({ callbackAt: new Date() })
        .where(
          and(
            eq(oidcLogin.stateHash, stateHash),
            isNull(oidcLogin.callbackAt),
            gt(oidcLogin.createdAt, notBefore),
          ),
        )
        .returning();
      return row ?? null;
    },

    async complete(stateHash: string, loginId: string, resultHash: string) {
      await db.update(oidcLogin).set({ loginId, resultHash }).where(eq(oidcLogin.stateHash, stateHash));
    },

    /** Takes the verified identity of a finished login, once. */
    async consumeResult(resultHash: string, notBefore: Date) {
      const [row] = await db
        .update(oidcLogin)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oidcLogin.resultHash, resultHash),
            isNull(oidcLogin.consumedAt),
            gt(oidcLogin.callbackAt, notBefore),
          ),
        )
        .returning({ loginId: oidcLogin.loginId, site: oidcLogin.site, sharedPc: oidcLogin.sharedPc });
      return row?.loginId ? row : null;
    },
  };
}

export type OidcLoginRepository = ReturnType<typeof createOidcLoginRepository>;
