import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDialog, loginWithForm, ssoLogin, storedLogin } from './auth-fixtures.ts';
import { launchChromium } from './browser.ts';
import { startPortal } from './portal-process.ts';

let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
beforeAll(async () => {
  [browser, portal] = await Promise.all([launchChromium(), startPortal({ SESSION_IDLE_SECONDS: '4' })]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('idle logout', () => {
  it('logs the user out when the configured idle timeout runs down', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await loginWithForm(page, portal.baseURL, 'student1');
    expect(await page.getByRole('timer').textContent()).toMatch(/^00:0[0-4]$/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: '로그인', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await storedLogin(page, 'timer')).toBeNull();
    expect(await storedLogin(page)).toBeNull();
    await context.close();
  });

  it('logs out on load when the stored timer has already expired', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await loginWithForm(page, portal.baseURL, 'student3', '/High');
    await page.close();
    await new Promise((r) => setTimeout(r, 5000));
    const again = await context.newPage();
    await again.goto(`${portal.baseURL}/High`);
    await again
      .getByRole('banner')
      .getByRole('link', { name: '로그인', exact: true })
      .waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("authcheck -2 with 11030001: an SSO session left idle past the timeout gets '로그인에 실패하였습니다.' and StudentLogin", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await ssoLogin(page, portal.baseURL, 'idle1');
    await new Promise((r) => setTimeout(r, 5000));
    const answer = page.waitForResponse((r) => r.url().includes('/schome/auth/member/authcheck'));
    await page.goto(`${portal.baseURL}/Elementary/ResLogin`);
    expect((await (await answer).json()).data).toMatchObject({ status: { value: -2 }, errCode: '11030001' });
    await expect.poll(() => alertDialog(page).textContent()).toContain('로그인에 실패하였습니다.');
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/StudentLogin');
    await context.close();
  });
});
