import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm, ssoLogin, storedLogin } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

const chromium = browserForTests();
const { newPage } = chromium;

describe('login and the header account', () => {
  it('logs student1 in and shows name, role label and a ticking mm:ss countdown', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/StudentLogin`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'student-login-1280.png'), fullPage: true });
    await loginWithForm(page, baseURL, 'student1');
    // A student of an elementary school lands on the elementary site.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary');
    const account = page.getByRole('list', { name: '내 계정' });
    expect(await account.textContent()).toContain('김하늘');
    expect(await account.textContent()).toContain('학생');
    const timer = page.getByRole('timer');
    const first = await timer.textContent();
    expect(first).toMatch(/^\d{2,3}:\d{2}$/);
    await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(first);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'logged-in-1280.png') });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: path.join(shots, 'logged-in-400.png') });
    await context.close();
  });

  it("answers a wrong password with '이용자정보를 다시 확인해주세요.'", async () => {
    const { context, page } = await newPage(400);
    await page.goto(`${baseURL}/StudentLogin`);
    await page.getByLabel('아이디').fill('student3');
    await page.getByLabel('비밀번호').fill('not-the-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect.poll(() => alertDialog(page).textContent()).toContain('이용자정보를 다시 확인해주세요.');
    await page.screenshot({ path: path.join(shots, 'login-failed-400.png') });
    await page.getByRole('button', { name: '닫기' }).click();
    await context.close();
  });

  it('logs the first browser out with the duplicate-login alert when a second one logs in', async () => {
    const first = await newPage();
    const second = await newPage();
    await loginWithForm(first.page, baseURL, 'student1');
    await loginWithForm(second.page, baseURL, 'student1');
    // The first browser's next call answers 401.
    await first.page.reload();
    const dialog = alertDialog(first.page);
    await expect
      .poll(() => dialog.textContent())
      .toContain('중복로그인이 감지되어 현재 계정에서 로그아웃 됩니다.');
    await first.page.getByRole('button', { name: '닫기' }).click();
    await first.page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    expect(await storedLogin(first.page)).toBeNull();
    // The second browser stays logged in.
    await second.page.reload();
    await second.page.getByRole('button', { name: '로그아웃' }).waitFor();
    await first.context.close();
    await second.context.close();
  });

  it("asks '로그아웃하시겠습니까?' and logs out only when confirmed", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'teacher1');
    await page.getByRole('button', { name: '로그아웃' }).click();
    expect(await alertDialog(page).textContent()).toContain('로그아웃하시겠습니까?');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The confirm dialog's buttons are confirm and close (spec 001 §2.1).
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();
    expect(await page.getByRole('button', { name: '로그아웃' }).count()).toBe(1);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    expect(await storedLogin(page)).toBeNull();
    await context.close();
  });
});

describe('single sign-on through the bundled OpenID Connect provider', () => {
  it('logs in through the SSO login page and comes back through ResLogin', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/Elementary/StudentLogin`);
    await page.getByRole('link', { name: '통합 로그인(SSO)으로 로그인' }).click();
    await page.getByRole('heading', { name: '독서로 통합 로그인' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/keris-sso\/v1\/interaction\//);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'sso-login-1280.png') });
    await page.getByLabel('아이디').fill('teacher1');
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary');
    expect(await page.getByRole('list', { name: '내 계정' }).textContent()).toContain('교사');
    await context.close();
  });
});

describe('ResLogin runs the authcheck and follows spec 000 §8 for each status', () => {
  it('status 0: a live SSO session logs the member in', async () => {
    const { context, page } = await newPage();
    await ssoLogin(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/ResLogin`);
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await page.getByRole('list', { name: '내 계정' }).textContent()).toContain('김하늘');
    await context.close();
  });

  it("status -1: an SSO account without a member is told '회원가입이 필요한 회원입니다.' and sent to signup", async () => {
    const { context, page } = await newPage();
    await ssoLogin(page, baseURL, 'newbie1');
    await page.goto(`${baseURL}/ResLogin`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('회원가입이 필요한 회원입니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Signup');
    await context.close();
  });

  it("status -3: a suspended member is told '서비스 이용불가 회원입니다.' and logged out of the SSO", async () => {
    const { context, page } = await newPage();
    await ssoLogin(page, baseURL, 'suspended1');
    await page.goto(`${baseURL}/ResLogin`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('서비스 이용불가 회원입니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    // The SSO session is gone: a second authcheck finds none.
    const again = await page.evaluate(() => fetch('/schome/auth/member/authcheck').then((r) => r.json()));
    expect(again.data.errCode).toBe('11040007');
    await context.close();
  });

  it("status -4: a middle-school member on the elementary site is told '접근이 불가합니다.' and sent home", async () => {
    const { context, page } = await newPage();
    await ssoLogin(page, baseURL, 'student2');
    await page.goto(`${baseURL}/Elementary/ResLogin`);
    await expect.poll(() => alertDialog(page).textContent()).toContain('접근이 불가합니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary');
    expect(await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).count()).toBe(1);
    await context.close();
  });

  it("status -2 with 11020004: an SSO account locked since its SSO login is told '로그인에 실패하였습니다.' and sent to Login", async () => {
    const { context, page } = await newPage();
    await ssoLogin(page, baseURL, 'lockout1');
    // Five wrong passwords (from anywhere) lock the account while this browser's SSO session lives.
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fetch('/keris-sso/v1/login', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: 'lockout1', password: 'not-the-password' }),
        });
        out.push(res.status);
      }
      return out;
    });
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    const answer = page.waitForResponse((r) => r.url().includes('/schome/auth/member/authcheck'));
    await page.goto(`${baseURL}/Elementary/ResLogin`);
    expect((await (await answer).json()).data).toMatchObject({ status: { value: -2 }, errCode: '11020004' });
    await expect.poll(() => alertDialog(page).textContent()).toContain('로그인에 실패하였습니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    // Login is the login page's other name (paths.ts redirects it to StudentLogin).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/StudentLogin');
    await context.close();
  });

  it('status -2 with 11040007: without an SSO session the SSO cookies are cleared and the user is logged out', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/Middle/ResLogin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Middle');
    await page.getByRole('banner').getByRole('link', { name: '로그인', exact: true }).waitFor();
    expect(await alertDialog(page).count()).toBe(0);
    await context.close();
  });
});

describe('ebook.jsp: the SSO hands its user to the regional e-library', () => {
  /** Posts the spec's form (areaCode, gradeCode, userKey) as the page's own form would. */
  async function postEbook(page: import('playwright-core').Page, fields: Record<string, string>) {
    await page.evaluate((f) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/keris-sso/v1/ebook.jsp';
      for (const [name, value] of Object.entries(f)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, fields);
    await page.waitForURL(/ebook\.jsp$/);
  }

  it("answers '서비스 준비중입니다.' for a region without an e-library, and asks for a login without an SSO session", async () => {
    const { context, page } = await newPage(400);
    await page.goto(`${baseURL}/Elementary`);
    await postEbook(page, { areaCode: 'C10', gradeCode: '01', userKey: 'student4' });
    expect(await page.getByRole('main').textContent()).toContain('로그인 후 이용할 수 있습니다.');
    await ssoLogin(page, baseURL, 'student4');
    await postEbook(page, { areaCode: 'C10', gradeCode: '01', userKey: 'student4' });
    const main = page.getByRole('main');
    expect(await main.getByRole('status').textContent()).toBe('서비스 준비중입니다.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'ebook-preparing-400.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(shots, 'ebook-preparing-1280.png') });
    await main.getByRole('link', { name: '독서로 홈으로' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary');
    await context.close();
  });
});
