import type { TestApp } from '../../../test/test-app.ts';

/** Test helpers for the library module's API tests (not used by the app). */
export async function loginAs(t: TestApp, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/auth/member/login',
    payload: { id, password: 'demo1234!' },
  });
  const data = res.json().data;
  return {
    data,
    headers: {
      token: data.token as string,
      userId: data.userId as string,
      ...(data.schKey ? { schKey: String(data.schKey) } : {}),
    },
  };
}

/** student1 logged in with their card linked: the library token header. */
export async function linkedStudent1(t: TestApp) {
  const { headers } = await loginAs(t, 'student1');
  const res = await t.app.inject({
    method: 'POST',
    url: '/schome/service/member/dlsAuth',
    headers,
    payload: { dlsLoanCardNo: '7130102000123', neisCode: '7130102' },
  });
  const token = res.json().data.dlsToken as { tokenType: string; accessToken: string };
  return { portal: headers, dls: { authorization: `${token.tokenType} ${token.accessToken}` } };
}

/** A patron's library token without going through the portal (cards of test-made patrons). */
export async function tokenForCard(t: TestApp, cardNo: string) {
  const found = await t.app.library.patronRepository.findByCard(cardNo);
  if (!found) throw new Error(`no card ${cardNo}`);
  const token = await t.app.library.patrons.issueToken(found.patronId);
  return { authorization: `${token.tokenType} ${token.accessToken}` };
}

export const desk = (libCode = 'LIB7130102') => `/dls/api/desk/${libCode}`;
