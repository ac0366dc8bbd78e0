import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../../../test/cookie-jar.ts';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

async function get(jar: CookieJar, url: string) {
  const res = await t.app.inject({ url: pathOf(url), headers: { cookie: jar.header(), host: 'localhost' } });
  jar.take(res);
  return res;
}

/**
 * Runs the browser's side up to the callback URL the provider sends back to the portal; `sharedPc`
 * chooses '공용 PC' on the portal's login page (decision 201); `heading` is the login page's, in
 * the language the jar's cookie chose (decision 210).
 */
async function toCallback(
  jar: CookieJar,
  id = 'student1',
  site = '/Elementary',
  { sharedPc = false, heading = '독서로 통합 로그인' } = {},
) {
  const start = await get(
    jar,
    `/schome/auth/member/sso/start?site=${encodeURIComponent(site)}${sharedPc ? '&sharedPc=Y' : ''}`,
  );
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const toLogin = await get(jar, authorize.href);
  expect(toLogin.statusCode).toBe(303);
  const interaction = String(toLogin.headers.location);
  expect(interaction).toMatch(/^\/keris-sso\/v1\/interaction\/[\w-]+$/);
  const page = await get(jar, interaction);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`<h1>${heading}</h1>`);
  const posted = await t.app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id, password: 'demo1234!' }).toString(),
  });
  jar.take(posted);
  expect(posted.statusCode).toBe(303);
  const resumed = await get(jar, String(posted.headers.location));
  expect(resumed.statusCode).toBe(303);
  const callback = String(resumed.headers.location);
  expect(callback).toContain('/schome/auth/member/sso/callback?');
  return { authorize, callback, page, resumed };
}

/** The Set-Cookie line of the provider's session cookie in an answer, if it set one. */
const providerSessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie']].flat() as string[]).find((line) => line?.startsWith('_session='));

describe('the OIDC login from the portal to the bundled provider and back', () => {
  it('sends an authorization request with PKCE (S256), state and nonce', async () => {
    const { authorize } = await toCallback(new CookieJar());
    const params = authorize.searchParams;
    expect(authorize.pathname).toBe('/keris-sso/oidc/auth');
    expect(params.get('client_id')).toBe('portal');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('finishes at ResLogin, whose authcheck logs the member in once', async () => {
    const jar = new CookieJar();
    const { callback } = await toCallback(jar);
    const done = await get(jar, callback);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/Elementary/ResLogin');
    const check = await get(jar, '/schome/auth/member/authcheck?site=%2FElementary');
    expect(check.json().data).toMatchObject({ status: { value: 0 }, id: 'student1' });
    expect(check.json().data.member.token).toMatch(/^[\w-]{40,}$/);
  });

  it("answers sharedPc false from authcheck when '공용 PC' was not chosen", async () => {
    const jar = new CookieJar();
    const { callback } = await toCallback(jar);
    await get(jar, callback);
    const check = await get(jar, '/schome/auth/member/authcheck?site=%2FElementary');
    expect(check.json().data).toMatchObject({ status: { value: 0 }, sharedPc: false });
  });

  it("keeps the provider's session of an ordinary login for later requests, with its expiry", async () => {
    const jar = new CookieJar();
    const { resumed, callback } = await toCallback(jar, 'student2', '/Middle');
    expect(providerSessionCookie(resumed)).toMatch(/expires=/i);
    await get(jar, callback);
    // A second login from this browser needs no password: the provider's session answers it.
    const again = await get(jar, '/schome/auth/member/sso/start?site=%2FMiddle');
    const answered = await get(jar, String(again.headers.location));
    expect(answered.statusCode).toBe(303);
    expect(String(answered.headers.location)).toContain('/schome/auth/member/sso/callback?');
  });

  describe("'공용 PC' on the SSO path (decision 201)", () => {
    it('asks the provider for a fresh password login and names the choice on its login page', async () => {
      const { authorize, page } = await toCallback(new CookieJar(), 'student2', '/Middle', {
        sharedPc: true,
      });
      expect(authorize.searchParams.get('prompt')).toBe('login');
      expect(authorize.searchParams.get('shared_pc')).toBe('Y');
      expect(page.body).toContain('공용 PC로 로그인합니다.');
    });

    it('hands the choice back through authcheck with the member, once', async () => {
      const jar = new CookieJar();
      const { callback } = await toCallback(jar, 'student2', '/Middle', { sharedPc: true });
      const done = await get(jar, callback);
      expect(done.headers.location).toBe('/Middle/ResLogin');
      const check = await get(jar, '/schome/auth/member/authcheck?site=%2FMiddle');
      expect(check.json().data).toMatchObject({ status: { value: 0 }, id: 'student2', sharedPc: true });
      const rows = await t.database.query(
        "select shared_pc from portal.oidc_login where login_id = 'student2' and shared_pc",
      );
      expect(rows.rows.length).toBeGreaterThan(0);
    });

    it("keeps the provider's session as a browser-session cookie that no later request can use", async () => {
      const jar = new CookieJar();
      const { resumed, callback } = await toCallback(jar, 'student2', '/Middle', { sharedPc: true });
      const cookie = providerSessionCookie(resumed);
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/expires=|max-age=/i);
      await get(jar, callback);
      // The next person at the PC presses 통합 로그인 without '공용 PC': the provider asks for a password.
      const next = await get(jar, '/schome/auth/member/sso/start?site=%2FMiddle');
      const answered = await get(jar, String(next.headers.location));
      expect(answered.statusCode).toBe(303);
      expect(String(answered.headers.location)).toMatch(/^\/keris-sso\/v1\/interaction\//);
    });

    it('asks for the password even when an ordinary login left a provider session', async () => {
      const jar = new CookieJar();
      await get(jar, (await toCallback(jar, 'student2', '/Middle')).callback);
      const start = await get(jar, '/schome/auth/member/sso/start?site=%2FMiddle&sharedPc=Y');
      const answered = await get(jar, String(start.headers.location));
      expect(String(answered.headers.location)).toMatch(/^\/keris-sso\/v1\/interaction\//);
    });

    it('refuses a shared_pc value other than Y at the provider, and a sharedPc other than Y or N', async () => {
      const start = await get(new CookieJar(), '/schome/auth/member/sso/start?site=%2F&sharedPc=Y');
      const url = new URL(String(start.headers.location));
      url.searchParams.set('shared_pc', 'maybe');
      const res = await get(new CookieJar(), url.href);
      expect(String(res.headers.location)).toContain('error=invalid_request');
      const bad = await get(new CookieJar(), '/schome/auth/member/sso/start?sharedPc=yes');
      expect(bad.statusCode).toBe(400);
    });
  });

  it('rejects a replayed callback', async () => {
    const jar = new CookieJar();
    const { callback } = await toCallback(jar);
    const stateCookie = jar.header();
    expect((await get(jar, callback)).statusCode).toBe(302);
    const replay = await t.app.inject({ url: pathOf(callback), headers: { cookie: stateCookie } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      '로그인 요청이 올바르지 않거나 이미 사용되었습니다. 다시 로그인해주세요.',
    );
  });

  it('rejects a callback whose state was tampered with', async () => {
    const jar = new CookieJar();
    const { callback } = await toCallback(jar);
    const url = new URL(callback);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    expect((await get(jar, url.href)).statusCode).toBe(400);
  });

  it('rejects a callback whose code was tampered with', async () => {
    const jar = new CookieJar();
    const { callback } = await toCallback(jar);
    const url = new URL(callback);
    url.searchParams.set('code', `${url.searchParams.get('code')}x`);
    expect((await get(jar, url.href)).statusCode).toBe(400);
  });

  it('rejects a callback arriving in another browser (no state cookie)', async () => {
    const { callback } = await toCallback(new CookieJar());
    expect((await get(new CookieJar(), callback)).statusCode).toBe(400);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL('http://localhost/keris-sso/oidc/auth');
    url.search = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
      redirect_uri: 'http://localhost/schome/auth/member/sso/callback',
    }).toString();
    const res = await get(new CookieJar(), url.href);
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  /** Opens the provider's login page from a new flow (in the jar's language); answers a post of its form. */
  async function openLoginForm(jar = new CookieJar()) {
    const start = await get(jar, '/schome/auth/member/sso/start');
    const toLogin = await get(jar, String(start.headers.location));
    return (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `${toLogin.headers.location}/login`,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
  }

  /** Opens the provider's login page from a new flow and posts its form. */
  const postLoginForm = async (payload: string, jar?: CookieJar) => (await openLoginForm(jar))(payload);

  it('shows the login page again with the message for a wrong password', async () => {
    const res = await postLoginForm('id=student2&password=nope');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain('<button type="submit">로그인</button>');
    expect(res.body).toContain('이용자정보를 다시 확인해주세요.');
    expect(res.body).not.toContain('nope');
  });

  it('asks for both fields when the login form is posted empty', async () => {
    const res = await postLoginForm('id=&password=');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('아이디와 비밀번호를 입력해주세요.');
  });

  describe('in English, for a reader who chose it (decisions 210, 211)', () => {
    const english = () => new CookieJar().set('lang', 'en');

    it('asks for the login page in English with ui_locales=en, and for no language without the cookie', async () => {
      const start = await get(english(), '/schome/auth/member/sso/start?site=%2FElementary');
      expect(new URL(String(start.headers.location)).searchParams.get('ui_locales')).toBe('en');
      const korean = await get(new CookieJar(), '/schome/auth/member/sso/start?site=%2FElementary');
      expect(new URL(String(korean.headers.location)).searchParams.has('ui_locales')).toBe(false);
      const discovery = await get(new CookieJar(), '/keris-sso/oidc/.well-known/openid-configuration');
      expect(discovery.json().ui_locales_supported).toEqual(['ko', 'en']);
    });

    it('shows the login page in English and logs the member in from it', async () => {
      const jar = english();
      const { page, callback } = await toCallback(jar, 'student1', '/Elementary', {
        heading: 'Dokseoro single sign-on',
      });
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<label for="sso-id">User ID</label>');
      expect(page.body).toContain('<button type="submit">Log in</button>');
      expect(page.body).not.toMatch(/[\uac00-\ud7a3]/);
      await get(jar, callback);
      const check = await get(jar, '/schome/auth/member/authcheck?site=%2FElementary');
      expect(check.json().data).toMatchObject({ status: { value: 0 }, id: 'student1' });
    });

    it("notes '공용 PC' in English", async () => {
      const { page } = await toCallback(english(), 'student3', '/Middle', {
        sharedPc: true,
        heading: 'Dokseoro single sign-on',
      });
      expect(page.body).toContain('You are logging in on a shared PC.');
    });

    it('answers a wrong password and an empty form in English, on the English page', async () => {
      const wrong = await postLoginForm('id=student3&password=nope', english());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('<html lang="en">');
      expect(wrong.body).toContain(
        '<p class="error" role="alert">Please check your account details again.</p>',
      );
      const empty = await postLoginForm('id=&password=', english());
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Please enter your user ID and password.');
      expect(empty.body).not.toMatch(/[\uac00-\ud7a3]/);
    });

    it("says in English, with the policy's numbers, that too many wrong passwords locked the account", async () => {
      const post = await openLoginForm(english());
      const answers: Awaited<ReturnType<typeof post>>[] = [];
      for (let i = 0; i < 5; i++) answers.push(await post('id=lockout1&password=nope'));
      expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 403]);
      expect(answers[4]!.body).toContain(
        'The account is locked after 5 wrong passwords. Try again in 15 minutes.',
      );
    });
  });

  it('keeps the provider sessions and grants in the database', async () => {
    const { rows } = await t.database.query('select distinct model from sso.oidc_payload order by model');
    expect(rows.map((r) => r.model)).toEqual(expect.arrayContaining(['Grant', 'Session']));
  });

  it('answers the silent status check without an SSO session at ResLogin, with authcheck -2 11040007', async () => {
    const jar = new CookieJar();
    const start = await get(jar, '/schome/auth/member/sso/start?site=%2FMiddle&check=Y');
    expect(new URL(String(start.headers.location)).searchParams.get('prompt')).toBe('none');
    const back = await get(jar, String(start.headers.location));
    expect(String(back.headers.location)).toContain('error=login_required');
    const done = await get(jar, String(back.headers.location));
    expect(done.headers.location).toBe('/Middle/ResLogin');
    const check = await get(jar, '/schome/auth/member/authcheck?site=%2FMiddle');
    expect(check.json().data).toMatchObject({ status: { value: -2 }, errCode: '11040007' });
  });
});
