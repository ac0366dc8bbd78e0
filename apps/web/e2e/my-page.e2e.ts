import path from 'node:path';
import { LIBRARY_DEMO } from '@reading/contract/library/common';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { closeAlertDialog, DEMO_PASSWORD, ensureStudent1Card, loginWithForm } from './auth-fixtures.ts';
import {
  browserForTests,
  expectNoSeriousViolations,
  screenshotDir,
  seriousAxeViolations,
  shootAtBothWidths,
  withoutRootPopups,
} from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();
const chromium = browserForTests();
const { newPage } = chromium;

/** Screenshots at 1280 and 390 px, with axe-core on both (the shared helper). */
const shoot = (page: Page, name: string) => shootAtBothWidths(page, shots, name);

/** The loan/return category's level-2 card: "n / 10회". */
async function loanProgress(page: Page): Promise<number> {
  const row = page.getByRole('region', { name: '대출/반납 배지' });
  await row.waitFor();
  const text = (await row.getByRole('listitem').nth(1).locator('.badge-card__count').textContent()) ?? '';
  return Number(/(\d+) \/ 10회/.exec(text)?.[1] ?? Number.NaN);
}

/** A member's session headers for calls the test makes beside the pages (a second member's message). */
async function apiLogin(id: string) {
  const res = await fetch(`${baseURL}/schome/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  const data = (await res.json()).data as {
    token: string;
    userId: string;
    schKey: string;
    memberKey: number;
  };
  return {
    headers: { token: data.token, userId: data.userId, schKey: String(data.schKey) },
    memberKey: data.memberKey,
  };
}

/** teacher1 sends student1 (김하늘) a message through the API, as the message box does. */
async function teacher1MessagesStudent1(content: string): Promise<void> {
  const teacher = await apiLogin('teacher1');
  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/schome/service/mypage/messageMng${url}`, {
      ...init,
      headers: { ...teacher.headers, 'content-type': 'application/json' },
    }).then((r) => r.json());
  const contacts = await api(
    `/contact/list?memberKey=${teacher.memberKey}&searchKeyword=${encodeURIComponent('김하늘')}`,
  );
  const receiverKey = contacts.data.list[0].memberKey as number;
  const sent = await api('/send', { method: 'POST', body: JSON.stringify({ receiverKey, content }) });
  expect(sent.status).toBe('OK');
}

describe('my page', () => {
  it('on a phone (390 px) the live toast sits above the bottom menu, whole, and closes on a tap', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    await withoutRootPopups(context);
    const page = await context.newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.liveStream)).toBe('open');
    await teacher1MessagesStudent1('토스트가 잘 보이나요?');
    const toast = page.getByTestId('live-toast');
    await expect.poll(() => toast.textContent()).toContain('님이 메시지를 보냈습니다.');
    // Whole inside the viewport, and what a finger meets at the close button is the button itself,
    // not the quick menu's bar (issue 37.3: the bar used to take the tap).
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    const bar = await page.locator('.quick-menu').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    const close = toast.getByRole('button', { name: '알림 닫기' });
    const hit = await close.evaluate((button) => {
      const r = button.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
    });
    expect(hit).toBe(true);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(shots, 'live-toast-390.png') });
    await close.tap();
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });

  it("a desk return moves student1's loan/return badge and a notification reaches her open page without reload", async () => {
    const student = await newPage();
    const page = student.page;
    await loginWithForm(page, baseURL, 'student1');
    await ensureStudent1Card(page, baseURL);
    await page.goto(`${baseURL}/Elementary/MyBadge`);
    const before = await loanProgress(page);
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.liveStream)).toBe('open');
    await shoot(page, 'my-badge-before');

    // manager1 at the desk: the copy goes out to student1's card (if it is not on loan already), then comes back.
    const desk = await newPage();
    await loginWithForm(desk.page, baseURL, 'manager1');
    await desk.page.goto(`${baseURL}/Elementary/LibraryDesk`);
    const main = desk.page.getByRole('main');
    await main.getByLabel('이용증 번호').fill(LIBRARY_DEMO.student1CardNo);
    await main.getByLabel('이용증 번호').press('Enter');
    await main.getByLabel('등록번호').fill(LIBRARY_DEMO.checkoutRegNo);
    await main.getByLabel('등록번호').press('Enter');
    const feedback = main.getByRole('status');
    await expect.poll(() => feedback.textContent()).toMatch(/대출되었습니다|이미 대출 중인 자료입니다/);
    await main.getByRole('button', { name: '반납', exact: true }).click();
    await main.getByLabel('등록번호').fill(LIBRARY_DEMO.checkoutRegNo);
    await main.getByLabel('등록번호').press('Enter');
    await expect.poll(() => feedback.textContent()).toContain('반납');
    await desk.context.close();

    // student1's open page: the badge list refreshes by itself and, at the tenth return, lv2 is earned.
    await expect.poll(() => loanProgress(page), { timeout: 30_000 }).toBe(Math.min(before + 1, 10));
    if (before + 1 === 10) {
      await expect
        .poll(() => page.getByTestId('live-toast').textContent())
        .toContain("'대출/반납' 배지 2단계를 획득했습니다.");
      const row = page.getByRole('region', { name: '대출/반납 배지' });
      await expect.poll(() => row.getByRole('listitem').nth(1).textContent()).toContain('획득');
    }
    // A message from teacher1 arrives live too, and the header's count of unread notifications is shown.
    await teacher1MessagesStudent1('도서관에서 만나요!');
    await expect
      .poll(() => page.getByTestId('live-toast').textContent())
      .toContain('님이 메시지를 보냈습니다.');
    await expect.poll(() => page.getByTestId('header-notification-count').count()).toBe(1);
    await shoot(page, 'my-badge-after');
    await page.goto(`${baseURL}/Elementary/MessageManage`);
    await page.getByRole('tab', { name: '받은 메시지' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('도서관에서 만나요!');
    await shoot(page, 'message-manage');
    await student.context.close();
  });

  it('student1 adds a book from search to a new private shelf that student4 cannot open until it is made public', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(
      `${baseURL}/Elementary/SearchResult?searchKeyword=${encodeURIComponent(LIBRARY_DEMO.checkoutTitle)}`,
    );
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '내 서재에 담기' }).first().click();
    const shelfName = `비공개 서재 ${Date.now() % 100000}`;
    await main.getByLabel('서재 선택').selectOption('new');
    await main.getByLabel('새 서재 이름').fill(shelfName);
    await main.getByRole('button', { name: '담기', exact: true }).click();
    await closeAlertDialog(page, '내 서재에 담았습니다.');

    await page.goto(`${baseURL}/Elementary/BookShelfList`);
    await page.getByRole('link', { name: shelfName }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/PrivateShelfDetail');
    const shelfKey = new URL(page.url()).searchParams.get('shelfKey');
    await expect.poll(() => page.getByTestId('shelf-public').textContent()).toBe('비공개');
    await expect.poll(() => main.textContent()).toContain(LIBRARY_DEMO.checkoutTitle);
    await shoot(page, 'private-shelf');

    const other = await newPage();
    await loginWithForm(other.page, baseURL, 'student4');
    const otherUrl = `${baseURL}/Elementary/PublicShelfDetail?shelfKey=${shelfKey}`;
    await other.page.goto(otherUrl);
    await expect
      .poll(() => other.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('서재를 찾을 수 없습니다.');
    await expectNoSeriousViolations(other.page);

    await main.getByRole('button', { name: '공개로 바꾸기' }).click();
    await expect.poll(() => page.getByTestId('shelf-public').textContent()).toBe('공개');
    await other.page.goto(otherUrl);
    await expect.poll(() => other.page.getByRole('heading', { level: 1 }).textContent()).toBe(shelfName);
    await expect.poll(() => other.page.getByRole('main').textContent()).toContain(LIBRARY_DEMO.checkoutTitle);
    await shoot(other.page, 'public-shelf');
    await other.context.close();

    await page.goto(`${baseURL}/Elementary/BookShelfList`);
    await expect.poll(() => page.getByTestId('shelf-summary').textContent()).toContain('서재');
    await shoot(page, 'book-shelf-list');
    await context.close();
  });

  it("DashBoard shows this month's loan in its chart, with the table alternative", async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/mypage`);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/DashBoard$/);
    const month = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', month: 'numeric' }).format(new Date()),
    );
    const chart = page.getByRole('img', { name: /월별 대출/ }).first();
    await expect
      .poll(() => chart.getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(new RegExp(`${month}월 [1-9]\\d*권`));
    await page.getByRole('button', { name: '표로 보기' }).first().click();
    const table = page.getByRole('table', { name: /월별 대출/ }).first();
    await expect
      .poll(() => table.getByRole('row', { name: new RegExp(`^${month}월`) }).textContent())
      .toMatch(/[1-9]\d*권/);
    await shoot(page, 'dashboard');
    await context.close();
  });

  it("MyCommunity lists student1's own inquiries and counselling with counts equal to the API's, each opening its board", async () => {
    // The API's own count first: a second login of student1 would end the page's session (one session each).
    const api = await apiLogin('student1');
    const counts = await fetch(
      `${baseURL}/schome/service/mypage/readingCommunity/count?memberKey=${api.memberKey}`,
      { headers: api.headers },
    ).then((r) => r.json());
    const qna = (counts.data.list as { sectionCode: string; totalCount: number }[]).find(
      (s) => s.sectionCode === 'qna',
    );
    expect(qna?.totalCount).toBeGreaterThan(0);
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/MyCommunity`);
    const section = page.getByRole('region', { name: /^문의하기/ });
    await expect
      .poll(() => section.getByRole('heading', { level: 2 }).first().textContent())
      .toBe(`문의하기 ${qna?.totalCount}건`);
    await expect.poll(() => page.getByRole('region', { name: /^독서상담/ }).count()).toBe(1);
    // A student writes no staff posts: that section is not offered.
    expect(await page.getByRole('region', { name: /^내가 쓴 글/ }).count()).toBe(0);
    await shoot(page, 'my-community');
    const first = section.getByRole('listitem').first().getByRole('link');
    await first.waitFor();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/InquiryDetail$/);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(title);
    await context.close();
  });

  it('InfoUpdate saves the class through the form, refuses a banned word, and links the password to the SSO', async () => {
    const { context, page } = await newPage();
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${baseURL}/Elementary/InfoUpdate`);
    const form = page.getByRole('form', { name: '회원정보' });
    const classNo = form.getByRole('textbox', { name: /^반/ });
    await expect.poll(() => classNo.inputValue()).toMatch(/^\d+$/);
    const before = await classNo.inputValue();
    const password = page.getByRole('link', { name: '통합 로그인(SSO)에서 비밀번호 변경' });
    expect(await password.getAttribute('href')).toBe(
      '/keris-sso/v1/password?returnURL=%2FElementary%2FInfoUpdate',
    );
    await shoot(page, 'info-update');

    await classNo.fill('31');
    await form.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => form.getByText('반은 1~30 사이로 입력해주세요.').count()).toBe(1);
    const word = await fetch(`${baseURL}/schome/service/block/words`).then(
      async (r) => ((await r.json()).data as string[])[0],
    );
    const name = form.getByRole('textbox', { name: /^이름/ });
    const original = await name.inputValue();
    await name.fill(`김${word}`);
    await classNo.fill('7');
    await form.getByRole('button', { name: '저장' }).click();
    await closeAlertDialog(page, '사용할 수 없는 단어');
    await name.fill(original);
    await form.getByRole('button', { name: '저장' }).click();
    // A verified pupil's new class is a request the class teacher approves (decision 221): until then
    // the class stays as the school's records say.
    await closeAlertDialog(page, '학년·반 변경을 요청했습니다.');
    await page.reload();
    await expect.poll(() => classNo.inputValue()).toBe(before);

    // The SSO's own page changes the password (decision 088) and leads back to InfoUpdate.
    await password.click();
    await page.getByRole('heading', { name: '비밀번호 변경' }).waitFor();
    expect(await page.getByLabel('새 비밀번호 확인').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '돌아가기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Elementary/InfoUpdate');
    await context.close();
  });
});
