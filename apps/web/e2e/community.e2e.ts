import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { alertDialog, loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';
import { pdfDocument, pngImage } from './community-files.ts';

/** The community pages and the staff console (issue 12), against the real server and its demo content. */
const baseURL = inject('baseURL');
const shots = screenshotDir('community');
const chromium = browserForTests();

async function loggedIn(browser: Browser, id: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await loginWithForm(page, baseURL, id, '/Elementary');
  return page;
}

/** Screenshots at 1280 and 390 px, no sideways scrolling on the phone, no serious axe violation. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 390px`).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function closeAlert(page: Page, text: string) {
  await expect.poll(() => alertDialog(page).first().textContent({ timeout: 2000 })).toContain(text);
  await alertDialog(page).getByRole('button', { name: '닫기' }).click();
}

const stamp = Date.now() % 100_000;
const newsTitle = `가을 독서주간 행사 안내 ${stamp}`;
const pdfName = '2학기 독서행사 계획서.pdf';
const imageAlt = '독서주간 행사 포스터';

describe('school news written in the editor', () => {
  it('manager1 writes a news post with an image and a PDF; student1 reads it and downloads the PDF by its Korean name', async () => {
    const manager = await loggedIn(chromium.browser, 'manager1');
    await manager.goto(`${baseURL}/Elementary/CommunityManage`);
    await manager
      .getByLabel('게시판', { exact: true })
      .selectOption({ label: '학교도서관 소식 (우리 학교)' });
    await manager.getByRole('link', { name: '글쓰기' }).click();
    await manager.getByRole('heading', { level: 1, name: '학교도서관 소식 글쓰기' }).waitFor();

    await manager.getByLabel('제목', { exact: true }).fill(newsTitle);
    const editor = manager.getByRole('textbox', { name: '내용' });
    await editor.click();
    await manager.keyboard.type(
      '이번 주는 가을 독서주간입니다. 점심시간마다 도서관에서 작가와의 만남이 열립니다.',
    );
    // Bold on a selection: the selection lives in the document, so a re-render between the click and
    // the typing cannot drop it (a stored mark for the next keystroke could be).
    const boldText = '모두 참여해 주세요.';
    await manager.keyboard.type(` ${boldText}`);
    await manager.keyboard.down('Shift');
    for (let i = 0; i < boldText.length; i++) await manager.keyboard.press('ArrowLeft');
    await manager.keyboard.up('Shift');
    await manager.getByRole('button', { name: '굵게' }).click();
    await expect.poll(() => editor.locator('strong').textContent()).toBe(boldText);
    await editor.press('End');
    await manager.getByRole('button', { name: '이미지' }).click();
    await manager
      .getByLabel('이미지 파일')
      .setInputFiles({ name: '포스터.png', mimeType: 'image/png', buffer: pngImage() });
    await manager.getByLabel('이미지 설명(대체 텍스트)').fill(imageAlt);
    await manager.getByRole('button', { name: '올리기', exact: true }).click();
    await editor.locator(`img[alt="${imageAlt}"]`).waitFor();

    await manager
      .getByLabel('파일 올리기')
      .setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: pdfDocument() });
    await manager.getByRole('listitem').filter({ hasText: pdfName }).waitFor();
    // A file the server's sniffing refuses: the Korean 415 message, and the post keeps its PDF.
    await manager.getByLabel('파일 올리기').setInputFiles({
      name: '가짜.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await manager.getByRole('alert').filter({ hasText: '첨부할 수 없는 파일 형식입니다.' }).waitFor();
    await shoot(manager, 'editor');

    await manager.getByRole('button', { name: '저장', exact: true }).click();
    await closeAlert(manager, '저장되었습니다.');
    await manager.getByText(newsTitle).waitFor();
    await shoot(manager, 'manage');
    await manager.close();

    const student = await loggedIn(chromium.browser, 'student1');
    await student.goto(`${baseURL}/Elementary/SchoolNews`);
    await student.getByRole('link', { name: newsTitle }).waitFor();
    await shoot(student, 'school-news-list');
    await student.getByRole('link', { name: newsTitle }).click();
    await student.getByRole('heading', { level: 2, name: newsTitle }).waitFor();
    const image = student.getByRole('img', { name: imageAlt });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(await student.locator('.post__content strong').textContent()).toContain('모두 참여해 주세요.');
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('button', { name: `${pdfName} 내려받기` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdfName);
    await shoot(student, 'school-news-detail');
    await student.close();
  }, 180_000);
});

describe('questions and answers', () => {
  it('student1 asks, a banned word is refused before sending, manager1 answers, and student1 sees 답변완료', async () => {
    const title = `도서관 이용 시간 문의 ${stamp}`;
    const student = await loggedIn(chromium.browser, 'student1');
    const saves: string[] = [];
    student.on('request', (r) => {
      if (r.url().includes('/qnaBoard/save')) saves.push(r.url());
    });
    await student.goto(`${baseURL}/Elementary/InquiryForm`);
    await student.getByLabel('제목').fill(title);
    await student.getByLabel('내용').fill('방학에도 지랄 도서관을 여나요?');
    await student.getByRole('button', { name: '등록', exact: true }).click();
    await closeAlert(student, '지랄은 사용할 수 없는 단어입니다.');
    expect(saves).toEqual([]);

    await student.getByLabel('내용').fill('방학에도 도서관을 여나요? 연다면 몇 시까지 여는지 궁금합니다.');
    await student.getByRole('button', { name: '등록', exact: true }).click();
    await closeAlert(student, '문의가 등록되었습니다.');
    await student.getByRole('heading', { level: 2, name: title }).waitFor();
    await student.getByText('답변대기').first().waitFor();
    const detailUrl = student.url();
    await student.goto(`${baseURL}/Elementary/InquiryList`);
    await student.getByRole('link', { name: title }).waitFor();
    await shoot(student, 'inquiry-list');

    const manager = await loggedIn(chromium.browser, 'manager1');
    await manager.goto(`${baseURL}/Elementary/CommunityAnswerManage`);
    await manager.getByRole('link', { name: title }).click();
    await manager.getByLabel('답변 내용').fill('방학 중에는 월·수·금 오전 9시부터 낮 12시까지 엽니다.');
    await manager.getByRole('button', { name: '답변 등록' }).click();
    await closeAlert(manager, '답변이 등록되었습니다.');
    await manager.getByText('답변완료').first().waitFor();
    await manager.close();

    await student.goto(detailUrl);
    await student.getByText('방학 중에는 월·수·금 오전 9시부터 낮 12시까지 엽니다.').waitFor();
    expect(await student.getByText('답변완료').count()).toBeGreaterThan(0);
    await shoot(student, 'inquiry-detail');
    await student.close();
  }, 180_000);

  it('student1 applies for reading counselling, teacher1 answers it from the console, student1 reads the answer', async () => {
    const title = `여름방학 책 추천 상담 ${stamp}`;
    const student = await loggedIn(chromium.browser, 'student1');
    await student.goto(`${baseURL}/Elementary/ApplyConsultingForm`);
    await student.getByLabel('상담 분류').selectOption({ label: '책 추천' });
    await student.getByLabel('제목').fill(title);
    await student.getByLabel('내용').fill('과학을 좋아하는 5학년이 방학에 읽을 책을 추천해 주세요.');
    await student.getByRole('button', { name: '등록', exact: true }).click();
    await closeAlert(student, '독서상담 신청이 완료되었습니다.');
    await student.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(new URL(student.url()).pathname).toBe('/Elementary/ApplyConsultingDetail');
    const detailUrl = student.url();

    const teacher = await loggedIn(chromium.browser, 'teacher1');
    await teacher.goto(`${baseURL}/Elementary/CommunityAnswerManage?tab=counseling`);
    await teacher.getByRole('link', { name: title }).click();
    await teacher
      .getByLabel('답변 내용')
      .fill('「별난 과학 상점」과 「수상한 과학 실험실」을 먼저 읽어 보세요.');
    await teacher.getByRole('button', { name: '답변 등록' }).click();
    await closeAlert(teacher, '답변이 등록되었습니다.');
    await teacher.getByText('답변완료').first().waitFor();
    await teacher.close();

    await student.goto(detailUrl);
    await student.getByText('「별난 과학 상점」과 「수상한 과학 실험실」을 먼저 읽어 보세요.').waitFor();
    expect(await student.getByText('답변완료').count()).toBeGreaterThan(0);
    await student.close();
  }, 180_000);

  it("teacher1 on ApplyConsultingForm is told '학생만 접근가능한 메뉴입니다.'", async () => {
    const teacher = await loggedIn(chromium.browser, 'teacher1');
    await teacher.goto(`${baseURL}/Elementary/ApplyConsultingForm`);
    await closeAlert(teacher, '학생만 접근가능한 메뉴입니다.');
    expect(new URL(teacher.url()).pathname).toBe('/Elementary');
    await teacher.close();
  });
});

/** The first key of a list call, for walking the detail pages. */
async function firstKey(call: string, pick: (data: Record<string, unknown>) => number): Promise<number> {
  const body = (await (await fetch(`${baseURL}${call}`)).json()) as { data: Record<string, unknown> };
  return pick(body.data);
}

const first = (field: string) => (data: Record<string, unknown>) =>
  ((data.list ?? data.popupList) as Record<string, number>[])[0]![field]!;

const board = '/schome/service/community';
const center = (code: string) => firstKey(`${board}/centerBoard/list?boardCode=${code}`, first('postKey'));

/** Opens each route, waits for its content, and checks it is a real page without serious axe violations. */
async function walk(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(`${baseURL}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Lists and posts have loaded when no loading state is left.
    await expect.poll(() => page.getByText('불러오는 중입니다.').count()).toBe(0);
    expect(await page.getByText('서비스 준비중입니다.').count(), route).toBe(0);
    const violations = (await seriousAxeViolations(page)).map((v) => `${route} ${v}`);
    expect(violations).toEqual([]);
  }
}

describe('every community route made ready', () => {
  it('has no serious or critical axe violation for a visitor, on the service and a school site', async () => {
    const notice = await firstKey(`${board}/noticeBoard/list`, first('noticeKey'));
    const dls = await firstKey(
      '/dls/api/notice/list?neisCode=7130102',
      (d) => (d.list as { noticeKey: number }[])[0]?.noticeKey ?? 0,
    );
    const visitor = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await walk(visitor, [
      '/Notice',
      `/NoticeDetail?noticeKey=${notice}`,
      '/Faq',
      '/SystemInfo',
      `/SystemInfo?centerBoardKey=${await center('systemInfo')}`,
      '/GoodUse',
      `/GoodUse/Detail?centerBoardKey=${await center('goodUse')}`,
      '/Dls',
      '/HowTo',
      `/HowTo/Detail?centerBoardKey=${await center('howTo')}`,
      '/EmailRule',
      '/PersonalPrivacy',
      '/UseCondition',
      '/Maintenance',
      '/IntroduceGuide',
      `/IntroduceGuide/Detail?centerBoardKey=${await center('introduceGuide')}`,
      '/DlsGuide',
      `/DlsGuideDetail?centerBoardKey=${await center('dlsGuide')}`,
      '/Elementary/SchoolNotice',
      '/Elementary/SchoolFaq',
      '/Elementary/CenterReference',
      `/Elementary/CenterReferenceDetail?centerBoardKey=${await center('reference')}`,
      '/Elementary/SchoolNews',
      '/Elementary/SchoolSystemInfo',
      '/Elementary/SchoolGoodUse',
      '/Elementary/SchoolHowTo',
      '/Elementary/EventNotice',
      '/Elementary/DlsNotice',
      ...(dls ? [`/Elementary/DlsNoticeDetail?noticeKey=${dls}`] : []),
    ]);
    await visitor.goto(`${baseURL}/Faq`);
    await visitor.getByRole('tab', { name: '대출·예약(DLS)' }).click();
    const questions = visitor.getByRole('main').getByRole('button', { expanded: false });
    await questions.first().click();
    await visitor.getByRole('main').getByRole('button', { expanded: true }).first().waitFor();
    await shoot(visitor, 'faq');
    await visitor.goto(`${baseURL}/Notice`);
    await visitor.getByRole('link').filter({ hasText: '개인정보' }).first().waitFor();
    await shoot(visitor, 'notice-list');
    await visitor.goto(`${baseURL}/PersonalPrivacy`);
    await visitor.getByRole('heading', { level: 1, name: '개인정보 처리방침' }).waitFor();
    await shoot(visitor, 'personal-privacy');
    await visitor.close();
  }, 300_000);

  it('has no serious or critical axe violation on the member pages, for student1', async () => {
    const news = await firstKey(`${board}/mySchoolLibraryInfo/list?schKey=1199`, first('mySchoolKey'));
    const student = await loggedIn(chromium.browser, 'student1');
    await walk(student, [
      `/Elementary/SchoolNewsDetail?mySchoolKey=${news}`,
      '/Elementary/InquiryList',
      '/Elementary/InquiryForm',
      '/Elementary/ApplyConsulting',
      '/Elementary/ApplyConsultingForm',
    ]);
    await student.close();
  }, 180_000);

  it('has no serious or critical axe violation on the staff console, for manager1', async () => {
    const manager = await loggedIn(chromium.browser, 'manager1');
    await walk(manager, [
      '/Elementary/CommunityManage',
      '/Elementary/CommunityPostForm?boardCode=notice&schKey=1199',
      '/Elementary/CommunityAnswerManage',
      '/Elementary/CommunityAnswerManage?tab=counseling',
    ]);
    await manager.close();
  }, 180_000);
});
