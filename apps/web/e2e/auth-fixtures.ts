import { LIBRARY_DEMO } from '@reading/contract/library/common';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'demo1234!';

/** Logs in through the StudentLogin form, as a user does. */
export async function loginWithForm(page: Page, baseURL: string, id: string, site = '') {
  await page.goto(`${baseURL}${site}/StudentLogin`);
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('button', { name: '로그아웃' }).waitFor();
}

/** Opens an SSO session in the page's browser context (the SSO's own login call sets its cookie). */
export async function ssoLogin(page: Page, baseURL: string, id: string) {
  await page.goto(`${baseURL}/StudentLogin`);
  const status = await page.evaluate(
    async ([id, password]) => {
      const res = await fetch('/keris-sso/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, password }),
      });
      return res.status;
    },
    [id, DEMO_PASSWORD] as const,
  );
  if (status !== 200) throw new Error(`SSO login of ${id} answered ${status}`);
}

export function alertDialog(page: Page) {
  return page.getByRole('alertdialog');
}

/** The stored login, read once the logout's form post has finished navigating. */
export async function storedLogin(page: Page, key = 'login'): Promise<string | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await page.waitForLoadState('load');
      return await page.evaluate((k) => localStorage.getItem(k), key);
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('the page kept navigating');
}

/**
 * A one-time card link code from the school library's desk (decision 051), asked for over HTTP as the
 * school's manager does at the desk. Logging the manager in here ends their other sessions: call it
 * when no page of that manager is open.
 */
export async function deskLinkCode(baseURL: string, cardNo: string, manager = 'manager1'): Promise<string> {
  const login = await fetch(`${baseURL}/schome/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: manager, password: DEMO_PASSWORD }),
  });
  const member = (await login.json()).data as {
    token: string;
    userId: string;
    schKey: string;
    neisCode: string;
  };
  const headers = { token: member.token, userId: member.userId, schKey: member.schKey };
  const lib = await fetch(`${baseURL}/dls/api/user/grade/info/neisCode?neisCode=${member.neisCode}`);
  const { libCode } = (await lib.json()).data as { libCode: string };
  const res = await fetch(`${baseURL}/dls/api/desk/${libCode}/link-code`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ cardNo }),
  });
  if (res.status !== 200) throw new Error(`link-code for ${cardNo} answered ${res.status}`);
  await fetch(`${baseURL}/schome/auth/member/logout`, { headers });
  return ((await res.json()).data as { code: string }).code;
}

/**
 * Leaves student1 without a card link, whatever an earlier e2e file did (they share one server and run
 * one after another): logs in over HTTP, drops a link it finds (spec 001 §7 deleteMemberDlsInfo), logs out.
 * Logging in here ends student1's other sessions: call it when no page of student1 is open.
 */
export async function dropStudent1Card(baseURL: string): Promise<void> {
  const login = await fetch(`${baseURL}/schome/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'student1', password: DEMO_PASSWORD }),
  });
  const member = (await login.json()).data as {
    token: string;
    userId: string;
    schKey: string;
    memberKey: number;
    dlsLoanCardNo: string | null;
  };
  const headers = { token: member.token, userId: member.userId, schKey: member.schKey };
  if (member.dlsLoanCardNo) {
    const query = new URLSearchParams({
      memberKey: String(member.memberKey),
      dlsLoanCardNo: member.dlsLoanCardNo,
    });
    const res = await fetch(`${baseURL}/schome/service/member/deleteMemberDlsInfo?${query}`, { headers });
    if (res.status !== 200) throw new Error(`deleteMemberDlsInfo for student1 answered ${res.status}`);
  }
  await fetch(`${baseURL}/schome/auth/member/logout`, { headers });
}

/** Waits for the alert dialog to say `text`, then closes it. */
export async function closeAlertDialog(page: Page, text: string) {
  await expect.poll(() => alertDialog(page).textContent()).toContain(text);
  await alertDialog(page).getByRole('button', { name: '닫기' }).click();
}

/**
 * Links student1's card with a desk code on MembershipUpdate, consenting, as the pupil does; leaves the
 * '동의 처리가 완료되었습니다.' alert open. No vitest in it: the guide video's script uses it too.
 */
export async function linkStudent1Card(page: Page, baseURL: string): Promise<void> {
  const code = await deskLinkCode(baseURL, LIBRARY_DEMO.student1CardNo);
  await page.goto(`${baseURL}/Elementary/MembershipUpdate`);
  await page.getByLabel('연결 코드 (8자리)').fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();
  const consent = page.getByRole('dialog', { name: 'DLS 정보 제공 동의' });
  await consent.getByRole('radio', { name: '동의합니다' }).check();
  await consent.getByRole('button', { name: '확인' }).click();
}

/**
 * student1's card is linkable with a desk code (decisions 034, 051) and another e2e file links it too; link it here only when
 * the login carries no link yet, and report whether this test did, so it can put things back.
 */
export async function ensureStudent1Card(page: Page, baseURL: string): Promise<boolean> {
  const banner = page.getByRole('complementary', { name: 'DLS 인증 안내' });
  if ((await banner.count()) === 0) return false;
  await linkStudent1Card(page, baseURL);
  await closeAlertDialog(page, '동의 처리가 완료되었습니다.');
  await expect.poll(() => banner.count()).toBe(0);
  return true;
}
