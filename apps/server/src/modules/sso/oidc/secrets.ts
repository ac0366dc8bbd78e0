import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { oidcSecret } from '../../../db/schema/sso.ts';

/** A secret created once (first start) and read by every process afterwards. */
async function secret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(oidcSecret).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: oidcSecret.value })
    .from(oidcSecret)
    .where(eq(oidcSecret.name, name));
  return row!.value;
}

export type OidcSecrets = {
  signingJwk: Record<string, unknown>;
  cookieKey: string;
  portalClientSecret: string;
};

/** The provider's ES256 signing key, its cookie-signing key and the bundled portal client's secret. */
export async function loadOidcSecrets(db: Db): Promise<OidcSecrets> {
  const jwk = await secret(db, 'signing-jwk', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256' });
  });
  return {
    signingJwk: JSON.parse(jwk) as Record<string, unknown>,
    cookieKey: await secret(db, 'cookie-key', () => randomBytes(32).toString('base64url')),
    portalClientSecret: await secret(db, 'portal-client-secret', () => randomBytes(32).toString('base64url')),
  };
}
