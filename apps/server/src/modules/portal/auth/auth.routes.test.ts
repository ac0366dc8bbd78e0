import { describe, expect, it } from 'vitest';
import { createTestApp, loginAs, sessionHeaders, useTestApp } from '../../../../test/test-app.ts';
import { hashToken } from '../../../lib/tokens.ts';

const t = useTestApp({ loginRateLimit: 6 });

const PASSWORD = 'demo1234!';

function ssoCookie(res: { headers: Record<string, unknown> }) {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
}

describe('POST /schome/auth/member/login', () => {
  it('logs student1 in with a trimmed id and password and answers the member with a token', async () => {
    const { res } = await loginAs(t.app, '  student1 ', ` ${PASSWORD} `);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.message).not.toBe('');
    expect(body.data).toMatchObject({
      id: 'student1',
      userId: 'student1',
      name: '김하늘',
      memberTypeCode: '01',
      schName: '서울가락초등학교',
      schGropCode: '01',
      neisCode: '7130102',
      memGrade: 5,
      memClass: 2,
      dlsToken: null,
      sessionTimeoutSeconds: 7200,
    });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/^keris_sso=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('stores only the hash of the session token, never the token itself', async () => {
    const { res } = await loginAs(t.app, 'teacher1');
    const { token } = res.json().data;
    const { rows } = await t.database.query('select token_hash from portal.member_session');
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
    const sso = await t.database.query('select session_hash from sso.sso_session');
    expect(sso.rows.map((r) => r.session_hash)).not.toContain(
      decodeURIComponent(ssoCookie(res).split('=')[1]!),
    );
  });

  it('answers 401 with the catalogue message for a wrong password, without echoing it', async () => {
    const { res } = await loginAs(t.app, 'student3', 'wrong-password-123');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'FAIL', message: '이용자정보를 다시 확인해주세요.', data: null });
    expect(res.body).not.toContain('wrong-password-123');
  });

  it('answers the same 401 for an unknown id', async () => {
    const { res } = await loginAs(t.app, 'nobody-here');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('이용자정보를 다시 확인해주세요.');
  });

  it('answers 400 naming the field when the password is blank', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/auth/member/login',
      payload: { id: 'student1', password: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password: 비밀번호를 입력해주세요.');
  });

  it('answers 404 with the signup message for an SSO account without a portal member', async () => {
    const { res } = await loginAs(t.app, 'newbie1');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('회원가입이 필요한 회원입니다.');
  });

  it('answers 403 with the suspended message for a suspended member', async () => {
    const { res } = await loginAs(t.app, 'suspended1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('서비스 이용불가 회원입니다.');
  });

  it('locks an account after five wrong passwords and says so, even for the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginAs(t.app, 'teacher4', 'bad', `10.1.0.${i}`)).res.statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    const { res } = await loginAs(t.app, 'teacher4', PASSWORD, '10.1.0.9');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      '비밀번호를 5회 이상 잘못 입력하여 계정이 잠겼습니다. 15분 후 다시 시도해주세요.',
    );
  });

  it('answers 429 once the attempts for one id pass the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await loginAs(t.app, 'student4', 'x', `10.2.0.${i}`)).res.statusCode);
    expect(statuses.slice(-1)).toEqual([429]);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe('the session headers', () => {
  it('accepts a request whose token, userId and schKey match the session', async () => {
    const { data } = await loginAs(t.app, 'student2');
    const res = await t.app.inject({ url: '/schome/auth/member/checkdup', headers: sessionHeaders(data) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBe('N');
  });

  it('answers 401 when the userId header names another member', async () => {
    const { data } = await loginAs(t.app, 'student2');
    const res = await t.app.inject({
      url: '/schome/auth/member/checkdup',
      headers: { ...sessionHeaders(data), userId: 'student1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 when the schKey header names another school, on any route', async () => {
    const { data } = await loginAs(t.app, 'student2');
    const res = await t.app.inject({
      url: '/schome/service/main/getTotalReadingMainSetup',
      headers: { ...sessionHeaders(data), schKey: String(Number(data.schKey) + 1) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token it never issued', async () => {
    const res = await t.app.inject({
      url: '/schome/auth/member/checkdup',
      headers: { token: 'made-up-token', userId: 'student2' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to the first session once the member logs in again (duplicate login)', async () => {
    const first = (await loginAs(t.app, 'manager1')).data;
    const second = (await loginAs(t.app, 'manager1')).data;
    const old = await t.app.inject({ url: '/schome/auth/member/checkdup', headers: sessionHeaders(first) });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('다른 곳에서 같은 계정으로 로그인하여 로그아웃되었습니다.');
    const current = await t.app.inject({
      url: '/schome/auth/member/checkdup',
      headers: sessionHeaders(second),
    });
    expect(current.statusCode).toBe(200);
  });

  it('answers 401 after logout, and logout itself succeeds twice', async () => {
    const { data } = await loginAs(t.app, 'member1');
    const out = await t.app.inject({ url: '/schome/auth/member/logout', headers: sessionHeaders(data) });
    expect(out.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/schome/auth/member/logout', headers: sessionHeaders(data) });
    expect(again.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/schome/auth/member/checkdup', headers: sessionHeaders(data) });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /schome/auth/member/checkToken', () => {
  it('answers the seconds left for a live session and -1 for a revoked one', async () => {
    const first = (await loginAs(t.app, 'student3')).data;
    const live = await t.app.inject({
      url: '/schome/auth/member/checkToken?id=student3',
      headers: sessionHeaders(first),
    });
    expect(live.json().data).toBeGreaterThan(7000);
    await loginAs(t.app, 'student3');
    const dead = await t.app.inject({
      url: '/schome/auth/member/checkToken?id=student3',
      headers: sessionHeaders(first),
    });
    expect(dead.statusCode).toBe(200);
    expect(dead.json().data).toBe(-1);
  });

  it('answers -1 without a token', async () => {
    const res = await t.app.inject({ url: '/schome/auth/member/checkToken' });
    expect(res.json().data).toBe(-1);
  });
});

describe('GET /schome/auth/member/authcheck', () => {
  async function ssoLogin(id: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/keris-sso/v1/login',
      payload: { id, password: PASSWORD },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(200);
    return ssoCookie(res);
  }
  const check = (cookie: string | null, site = '/') =>
    t.app.inject({
      url: `/schome/auth/member/authcheck?site=${encodeURIComponent(site)}`,
      headers: cookie ? { cookie } : {},
    });

  it('answers 0 with the id and a new portal session for a live SSO session', async () => {
    const res = await check(await ssoLogin('student1'), '/Elementary');
    const { data } = res.json();
    expect(data.status.value).toBe(0);
    expect(data.id).toBe('student1');
    expect(data.member.token).toMatch(/^[\w-]{40,}$/);
  });

  it('answers -2 with 11040007 without an SSO session', async () => {
    const { data } = (await check(null)).json();
    expect(data).toMatchObject({ status: { value: -2 }, errCode: '11040007' });
  });

  it('answers -2 with 11040007 after the SSO logout form post', async () => {
    const cookie = await ssoLogin('teacher1');
    const out = await t.app.inject({
      method: 'POST',
      url: '/keris-sso/v1/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'site=/Elementary&returnURL=%2FElementary',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/Elementary');
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await check(cookie)).json().data.errCode).toBe('11040007');
  });

  it('never redirects the logout form to another site', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: '/keris-sso/v1/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'site=x&returnURL=https%3A%2F%2Fevil.example%2F',
    });
    expect(out.headers.location).toBe('/');
  });

  it('answers -2 with 11020004 when the SSO account was disabled after login', async () => {
    const cookie = await ssoLogin('student3');
    await t.database.query(`update sso.account set status = 'disabled' where login_id = 'student3'`);
    const { data } = (await check(cookie)).json();
    expect(data).toMatchObject({ status: { value: -2 }, errCode: '11020004' });
    await t.database.query(`update sso.account set status = 'active' where login_id = 'student3'`);
  });

  it('answers -1 for an SSO account without a portal member', async () => {
    const { data } = (await check(await ssoLogin('newbie1'))).json();
    expect(data).toMatchObject({ status: { value: -1 }, id: 'newbie1', member: null });
  });

  it('answers -3 for a suspended member', async () => {
    const { data } = (await check(await ssoLogin('suspended1'))).json();
    expect(data.status.value).toBe(-3);
  });

  it('answers -4 for a middle-school member on the elementary site', async () => {
    const { data } = (await check(await ssoLogin('student2'), '/Elementary')).json();
    expect(data.status.value).toBe(-4);
  });
});

describe('idle expiry on the server', () => {
  it('answers 401 to a session idle longer than the configured timeout', async () => {
    const short = await createTestApp({ sessionIdleSeconds: 1 });
    try {
      const { data } = await loginAs(short.app, 'student1');
      expect(data.sessionTimeoutSeconds).toBe(1);
      await new Promise((r) => setTimeout(r, 1300));
      const late = await short.app.inject({
        url: '/schome/auth/member/checkdup',
        headers: sessionHeaders(data),
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('장시간 사용하지 않아 로그아웃되었습니다.');
    } finally {
      await short.close();
    }
    // It builds a second app on a database of its own, which takes long on a busy machine.
  }, 120_000);
});
