import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

/** student2's card is linked in the demo data: every login hands out a library token (decision 034). */
async function loggedInWithCard() {
  const { data, headers } = await loginAs(t.app, 'student2');
  const authorization = `${data.dlsToken!.tokenType} ${data.dlsToken!.accessToken}`;
  return { headers, authorization };
}

const userInfo = (headers: Record<string, string>) => t.app.inject({ url: '/dls/api/user/info', headers });

function expectRefused(res: Awaited<ReturnType<typeof userInfo>>) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ status: 'FAIL', message: LIBRARY_AUTH_MESSAGES.notLinked });
}

describe('the library token dies with the portal session that issued it (decision 052)', () => {
  it('answers beside its own live session', async () => {
    const { headers, authorization } = await loggedInWithCard();
    expect((await userInfo({ ...headers, authorization })).statusCode).toBe(200);
  });

  it('is refused on its own, without the session it belongs to', async () => {
    const { authorization } = await loggedInWithCard();
    expectRefused(await userInfo({ authorization }));
  });

  it('is refused after logout', async () => {
    const { headers, authorization } = await loggedInWithCard();
    await t.app.inject({ url: '/schome/auth/member/logout', headers });
    expectRefused(await userInfo({ authorization }));
    expect((await userInfo({ ...headers, authorization })).statusCode).toBe(401);
  });

  it('is refused after a newer login evicts its session, beside the new session too', async () => {
    const first = await loggedInWithCard();
    const second = await loggedInWithCard();
    expectRefused(await userInfo({ authorization: first.authorization }));
    expectRefused(await userInfo({ ...second.headers, authorization: first.authorization }));
    expect((await userInfo({ ...second.headers, authorization: second.authorization })).statusCode).toBe(200);
  });

  it('is refused once its session went idle past the timeout', async () => {
    const { headers, authorization } = await loggedInWithCard();
    await t.database.query(
      `update portal.member_session set last_seen_at = now() - interval '1 day' where revoked_at is null`,
    );
    expectRefused(await userInfo({ authorization }));
    expect((await userInfo({ ...headers, authorization })).statusCode).toBe(401);
    expectRefused(await userInfo({ authorization }));
  });
});
