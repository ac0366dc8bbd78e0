import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/client.ts';
import { oidcPayload } from '../../../db/schema/sso.ts';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** oidc-provider's storage in `sso.oidc_payload`: nothing of the provider lives in process memory. */
export function createOidcAdapterFactory(db: Db) {
  return (model: string): Adapter => {
    const where = (id: string) => and(eq(oidcPayload.model, model), eq(oidcPayload.id, id));
    const live = (row: { payload: unknown; expiresAt: Date | null; consumedAt: Date | null } | undefined) => {
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };
    const select = () =>
      db
        .select({
          payload: oidcPayload.payload,
          expiresAt: oidcPayload.expiresAt,
          consumedAt: oidcPayload.consumedAt,
        })
        .from(oidcPayload);

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          model,
          id,
          payload,
          grantId: payload.grantId ?? null,
          uid: payload.uid ?? null,
          userCode: payload.userCode ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayload)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayload.model, oidcPayload.id],
            set: {
              payload: values.payload,
              grantId: values.grantId,
              uid: values.uid,
              userCode: values.userCode,
              expiresAt: values.expiresAt,
            },
          });
      },
      async find(id) {
        const [row] = await select().where(where(id));
        return live(row);
      },
      async findByUid(uid) {
        const [row] = await select().where(and(eq(oidcPayload.model, model), eq(oidcPayload.uid, uid)));
        return live(row);
      },
      async findByUserCode(userCode) {
        const [row] = await select().where(
          and(eq(oidcPayload.model, model), eq(oidcPayload.userCode, userCode)),
        );
        return live(row);
      },
      async consume(id) {
        await db.update(oidcPayload).set({ consumedAt: sql`now()` }).where(where(id));
      },
      async destroy(id) {
        await db.delete(oidcPayload).where(where(id));
      },
      async revokeByGrantId(grantId) {
        if (!GRANTABLE.has(model) && model !== 'Grant') return;
        await db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
      },
    };
  };
}
