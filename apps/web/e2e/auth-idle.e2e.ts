import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithForm, storedLogin } from './auth-fixtures.ts';
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
      .waitFor({ timeout: 10_000 });
    await context.close();
  });
});
