import path from 'node:path';
import { EVENT_ROUTE_NAMES } from '@reading/contract/event/event';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

/** The root pages' popups, surveys, the prize event and the event pages (issue 14), on the real server. */
const baseURL = inject('baseURL');
const shots = screenshotDir('popups');
const chromium = browserForTests();

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function closeAlert(page: Page, text: string) {
  await expect
    .poll(() =>
      alertDialog(page)
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => ''),
    )
    .toContain(text);
  await alertDialog(page).getByRole('button', { name: '닫기' }).click();
}

const popup = (page: Page) => page.getByRole('dialog');

describe('the survey popup', () => {
  it('student1 sees the open survey on the home page, answers it, and it does not come back', async () => {
    const { page } = await chromium.newPage(1280, { popups: true });
    await loginWithForm(page, baseURL, 'student1', '/Elementary');
    await page.goto(`${baseURL}/Elementary`);
    const survey = page.getByRole('dialog', { name: /2026 학생 독서 생활 설문/ });
    await survey.waitFor();
    await shoot(page, 'survey-popup');
    await survey.getByLabel('1~2권').check();
    await survey.getByLabel('O', { exact: true }).check();
    await survey.getByRole('textbox').fill('만화책 코너가 넓어지면 좋겠어요.');
    await survey.getByRole('button', { name: '제출' }).click();
    await closeAlert(page, '설문 응답이 완료되었습니다.');
    await expect.poll(() => survey.count()).toBe(0);

    await page.reload();
    // The next popup (another survey or a notice) opens; the answered survey is not among them.
    await popup(page).first().waitFor();
    expect(await page.getByRole('dialog', { name: /2026 학생 독서 생활 설문/ }).count()).toBe(0);
    await page.context().close();
  });
});

describe('not now (issue 37.4)', () => {
  it("'다음에 하기' hides the survey for the browser session, '오늘 하루 보지 않기' for the day", async () => {
    const { context, page } = await chromium.newPage(390, { popups: true });
    await loginWithForm(page, baseURL, 'student5', '/Elementary');
    const survey = (p: Page) => p.getByRole('dialog', { name: /2026 학생 독서 생활 설문/ });
    const surveyShown = async (p: Page) => {
      await p.goto(`${baseURL}/Elementary`);
      // The queue's first popup opens; the survey comes first when it is not hidden.
      await popup(p).first().waitFor();
      return (await survey(p).count()) > 0;
    };
    expect(await surveyShown(page)).toBe(true);
    await survey(page).getByRole('button', { name: '다음에 하기' }).click();
    await expect.poll(() => survey(page).count()).toBe(0);
    expect(await surveyShown(page)).toBe(false);

    // A new tab is a new browser session: the survey asks again; not today keeps it away in any tab.
    const tab = await context.newPage();
    expect(await surveyShown(tab)).toBe(true);
    await survey(tab).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect.poll(() => survey(tab).count()).toBe(0);
    const another = await context.newPage();
    expect(await surveyShown(another)).toBe(false);
    await context.close();
  });
});

describe('the popups wait for the page (decision 101: the home keeps its first-load budget)', () => {
  it("requests the popup host only after the home's first idle moment, then shows the popup", async () => {
    const { context, page } = await chromium.newPage(1280, { popups: true });
    // Registered before any of the page's scripts: the first idle callback after load is this one.
    await context.addInitScript(() =>
      addEventListener('load', () => requestIdleCallback(() => performance.mark('test:first-idle'))),
    );
    await page.goto(`${baseURL}/`);
    await popup(page).first().waitFor();
    const [idle, host] = await page.evaluate(() => [
      performance.getEntriesByName('test:first-idle')[0]?.startTime ?? null,
      performance.getEntriesByType('resource').find((e) => e.name.includes('/assets/root-popups-'))
        ?.startTime ?? null,
    ]);
    expect(idle).not.toBeNull();
    expect(host).not.toBeNull();
    expect(host!).toBeGreaterThan(idle!);
    await context.close();
  });
});

describe('notice popups and their hide records', () => {
  it('a notice hidden with today stays hidden after reload, and returns once 24 hours have passed', async () => {
    const { page } = await chromium.newPage(1280, { popups: true });
    await page.goto(`${baseURL}/`);
    const first = popup(page).first();
    await first.waitFor();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe('공지사항');
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await shoot(page, 'notice-popup');
    await first.getByLabel('오늘 하루 보지 않기').check();
    await first.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3, name: title }).count()).toBe(0);

    const stored = await page.evaluate(() => localStorage.getItem('popups'));
    const records = JSON.parse(decompressFromUTF16(stored!)!) as Record<string, number>;
    const key = Object.keys(records).find((k) => k.startsWith('notice:'))!;
    expect(records[key]! - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(stored).not.toContain('notice');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Other notices may open; the hidden one does not.
    await expect.poll(() => popup(page).count()).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('heading', { level: 3, name: title }).count()).toBe(0);

    // Move the stored time back past 24 hours: the record has expired.
    const moved = compressToUTF16(JSON.stringify({ ...records, [key]: Date.now() - 1000 }));
    await page.evaluate((value) => localStorage.setItem('popups', value), moved);
    await page.reload();
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
    const after = await page.evaluate(() => localStorage.getItem('popups'));
    expect(Object.keys(JSON.parse(decompressFromUTF16(after!)!))).not.toContain(key);
    await page.context().close();
  });
});

describe('the prize event (DLSEventSubmit, event id 10)', () => {
  it('shows each phone message in the spec’s order, then saves and locks the phone until modify', async () => {
    const { page } = await chromium.newPage(1280);
    await loginWithForm(page, baseURL, 'student1', '/Elementary');
    await page.goto(`${baseURL}/Elementary/DLSEventSubmit`);
    await page.getByRole('heading', { level: 2, name: 'DLS 모바일 이용증 인증 경품 이벤트' }).waitFor();
    const phone = page.getByLabel('휴대폰 번호');
    const save = page.getByRole('button', { name: '저장' });

    await save.click();
    await closeAlert(page, '휴대폰 번호를 입력해주세요.');
    await phone.fill('02-123-4567');
    await save.click();
    await closeAlert(page, '01로 시작하는 휴대폰 번호를 입력해주세요.');
    await phone.fill('010-123');
    await save.click();
    await closeAlert(page, '휴대폰 번호를 확인해주세요.');
    await phone.fill('011-123-4567');
    await save.click();
    await expect
      .poll(() => alertDialog(page).first().textContent())
      .toContain('휴대전화가 10자리만 입력되어 있습니다. 정말 맞습니까?');
    await alertDialog(page).getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => alertDialog(page).count()).toBe(0);
    await phone.fill('010-1234-5678');
    await save.click();
    await closeAlert(page, '응모자의 나이(만 14세 미만 여부)가 체크되지 않았습니다.');
    await page.getByLabel('만 14세 미만').check();
    await save.click();
    await closeAlert(page, '만 14세 미만은 법정 대리인의 동의가 필요합니다.');
    await page.getByLabel('법정 대리인(보호자)의 동의를 받았습니다.').check();
    await save.click();
    await closeAlert(page, '개인정보 수집에 동의하지 않았습니다.');
    await page.getByLabel('개인정보 수집·이용에 동의합니다.').check();
    await shoot(page, 'prize-form');
    await save.click();
    await closeAlert(page, '저장되었습니다.');
    await expect.poll(() => phone.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: '수정' }).click();
    await expect.poll(() => phone.getAttribute('readonly')).toBeNull();
    await page.context().close();
  });
});

describe('event pages', () => {
  it('every event route renders its event with no serious axe violation', async () => {
    const { page } = await chromium.newPage(1280);
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    // /Textbook is the textbook books list now (issue 38, decision 290); its seeded count event stays in
    // the API and the staff console, and /TextbookCount is the textbook event page.
    for (const route of EVENT_ROUTE_NAMES.filter((r) => r !== 'Textbook')) {
      await page.goto(`${baseURL}/Middle/${route}`);
      await page.locator('.event-card__title').waitFor();
      expect(await page.getByText('서비스 준비중입니다.').count(), route).toBe(0);
      expect((await seriousAxeViolations(page)).map((v) => `${route} ${v}`)).toEqual([]);
    }
    await page.context().close();
  }, 240_000);

  it('a vote counts once per member; past events stay readable; the vote and the count looked at', async () => {
    const { page } = await chromium.newPage(1280);
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    await page.goto(`${baseURL}/Middle/ContestVote`);
    await page.getByRole('radio', { name: '도서관에서 만나는 넓은 세상' }).check();
    await page.getByRole('button', { name: '투표하기' }).click();
    await closeAlert(page, '참여가 완료되었습니다.');
    await page.getByText('내가 고른 항목: 도서관에서 만나는 넓은 세상').waitFor();
    await page.locator('figure svg.recharts-surface').waitFor();
    expect(await page.getByRole('button', { name: '투표하기' }).count()).toBe(0);
    await shoot(page, 'contest-vote');
    await page.goto(`${baseURL}/Middle/TextbookCount`);
    await page.getByText(/지금까지 73권/).waitFor();
    await shoot(page, 'textbook-count');
    await page.goto(`${baseURL}/Middle/ContestVote`);
    await page.getByRole('link', { name: '2025 올해의 책 투표 (종료)' }).click();
    await page.getByText('종료된 이벤트입니다. 결과를 확인해보세요.').waitFor();
    await page.context().close();
  }, 120_000);
});

describe('survey pages', () => {
  it('a student lists surveys and opens one on SurveyForm', async () => {
    const { page } = await chromium.newPage(1280);
    await loginWithForm(page, baseURL, 'student2', '/Middle');
    await page.goto(`${baseURL}/Middle/Survey`);
    await page.getByRole('link', { name: '2026 학생 독서 생활 설문' }).waitFor();
    await shoot(page, 'survey-list');
    await page.getByRole('link', { name: '2026 학생 독서 생활 설문' }).click();
    await page.getByRole('heading', { level: 2, name: '2026 학생 독서 생활 설문' }).waitFor();
    await page.getByRole('button', { name: '제출' }).waitFor();
    await shoot(page, 'survey-form');
    await page.context().close();
  }, 120_000);

  it('a school manager sees results with a chart per question, and the builder refuses an unsupported type', async () => {
    const { page } = await chromium.newPage(1280);
    await loginWithForm(page, baseURL, 'manager1', '/Elementary');
    await page.goto(`${baseURL}/Elementary/SurveyManage`);
    const card = page.locator('.survey-card', { hasText: '도서관 운영 시간 의견 조사' });
    await card.getByRole('link', { name: '결과' }).click();
    await page.getByRole('heading', { level: 1, name: '설문 결과' }).waitFor();
    await page.getByRole('button', { name: 'CSV 내려받기' }).waitFor();
    await expect.poll(() => page.locator('figure svg.recharts-surface').count()).toBe(2);
    await shoot(page, 'survey-result');

    await page.goto(`${baseURL}/Elementary/SurveyManage`);
    await page.getByRole('button', { name: '새 설문' }).click();
    await page.getByLabel('설문 제목').fill('독서 동아리 수요 조사');
    await page.getByLabel('질문 내용').fill('원하는 활동을 모두 고르세요.');
    await page.getByLabel('질문 유형').selectOption('04');
    await shoot(page, 'survey-builder');
    await page.getByRole('button', { name: '저장' }).click();
    await closeAlert(page, '지원하지 않는 질문 유형입니다. (체크박스)');
    await page.context().close();
  }, 120_000);
});
