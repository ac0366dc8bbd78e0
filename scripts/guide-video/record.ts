/**
 * Records the portal's 이용안내 영상 (guide video, spec 000 §2 quick menu; decision 288): starts the portal
 * on a fresh demo database, walks it in the e2e browser as student1 (log in, search a book from the header,
 * open it, the library card, write a reading activity), and writes
 *   apps/web/public/guide-video/guide.webm      the video (VP9, 960 × 540)
 *   apps/web/public/guide-video/guide.ko.vtt    Korean captions (WebVTT)
 *   apps/web/src/features/community/components/guide-video-cues.json   the same cues for the page's transcript
 * Run `npm run guide-video` (it builds the web app first) whenever the screens it shows change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { linkStudent1Card, loginWithForm } from '../../apps/web/e2e/auth-fixtures.ts';
import { launchChromium } from '../../apps/web/e2e/browser.ts';
import { startPortal } from '../../apps/web/e2e/portal-process.ts';
import { encodeWebm, type Frame } from './encode-webm.ts';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'apps/web/public/guide-video');
const cuesFile = path.join(root, 'apps/web/src/features/community/components/guide-video-cues.json');
const SIZE = { width: 960, height: 540 };

type Cue = { start: number; end: number; text: string };

/** The frames taken so far, their running time, and the captions over them. */
class Recorder {
  readonly frames: Frame[] = [];
  readonly cues: Cue[] = [];
  time = 0;
  constructor(readonly page: Page) {}

  /** The page as it is now, on screen for `seconds`. */
  async shot(seconds: number) {
    const png = await this.page.screenshot({ type: 'png' });
    this.frames.push({ png, seconds });
    this.time = round(this.time + seconds);
  }

  /** Starts a caption here; the one before ends here. */
  caption(text: string) {
    this.endCaption();
    this.cues.push({ start: this.time, end: this.time, text });
  }

  endCaption() {
    const last = this.cues.at(-1);
    if (last && last.end === last.start) last.end = this.time;
  }

  /** Scrolls down by `pixels` and shows where it landed for `seconds`. */
  async scroll(pixels: number, seconds: number) {
    await this.page.mouse.wheel(0, pixels);
    await settle(this.page);
    await this.shot(seconds);
  }

  /** Types into a field a few characters per frame, as a viewer would see it typed. */
  async type(field: Locator, text: string) {
    await field.click();
    const chars = [...text];
    for (let i = 0; i < chars.length; i += 2) {
      await this.page.keyboard.type(chars.slice(i, i + 2).join(''));
      await this.shot(0.15);
    }
    await this.shot(0.6);
  }

  /** Marks what is about to be pressed (the screenshot has no pointer), then presses it. */
  async press(target: Locator, seconds = 0.9) {
    await target.scrollIntoViewIfNeeded();
    await target.evaluate((node: HTMLElement) => {
      node.style.outline = '4px solid #f5a623';
      node.style.outlineOffset = '2px';
    });
    await this.shot(seconds);
    await target.evaluate((node: HTMLElement) => {
      node.style.outline = '';
      node.style.outlineOffset = '';
    });
    await target.click();
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** WebVTT time: hh:mm:ss.ttt */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function toVtt(cues: readonly Cue[]): string {
  const body = cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`);
  return `WEBVTT\n\n${body.join('\n')}`;
}

/** Settles the page: the network quiet and the fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function walk(rec: Recorder, baseURL: string) {
  const { page } = rec;
  const site = `${baseURL}/Elementary`;

  // 1. Logging in.
  await page.goto(`${site}/StudentLogin`);
  await settle(page);
  rec.caption('독서로 이용안내입니다. 먼저 학생 계정으로 로그인합니다.');
  await rec.shot(2.5);
  await rec.type(page.getByLabel('아이디'), 'student1');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await rec.shot(1);
  await rec.press(page.getByRole('main').getByRole('button', { name: '로그인' }));
  await page.getByRole('button', { name: '로그아웃' }).waitFor();
  await settle(page);
  rec.caption('로그인하면 우리 학교 독서로 첫 화면이 열립니다. 위쪽에는 검색창과 메뉴가 있습니다.');
  await rec.shot(4.5);

  // 2. Searching a book from the header.
  const search = page.getByRole('banner').getByRole('search', { name: '도서 검색' });
  const box = search.getByRole('searchbox', { name: '검색어' });
  if (!(await box.isVisible())) await search.getByRole('button', { name: '검색' }).click();
  rec.caption('찾고 싶은 책의 제목이나 지은이를 검색창에 입력하고 검색 단추를 누릅니다.');
  await rec.shot(2);
  await rec.type(box, '해리포터');
  await rec.press(search.getByRole('button', { name: '검색' }));
  await page.getByRole('heading', { name: /^검색 결과 \d+건$/ }).waitFor();
  await settle(page);
  rec.caption('검색 결과에서 우리 학교 도서관에 책이 있는지, 지금 빌릴 수 있는지 바로 볼 수 있습니다.');
  await rec.shot(3);
  await rec.scroll(320, 2.5);
  const first = page.locator('.result-list__title a').first();
  rec.caption('책 제목을 누르면 청구기호와 책이 있는 도서관 같은 자세한 정보가 나옵니다.');
  await rec.press(first);
  await page.getByRole('heading', { level: 1, name: '도서 상세정보' }).waitFor();
  await settle(page);
  await rec.shot(3.5);
  await rec.scroll(360, 2.5);

  // 3. The library card.
  await page.goto(`${site}/Membership`);
  await page.getByTestId('membership-barcode').locator('rect').nth(10).waitFor();
  await settle(page);
  rec.caption('모바일 대출증입니다. 도서관에서 이 바코드를 보여 주면 책을 빌릴 수 있습니다.');
  await rec.shot(3);
  await rec.scroll(300, 2.5);

  // 4. Writing a reading activity about a book read lately.
  await page.goto(`${site}/ParticipationContestList/recentLoanBooks`);
  await settle(page);
  const main = page.getByRole('main');
  rec.caption('최근에 빌린 책으로 독서활동을 쓸 수 있습니다. ‘독서활동 쓰기’를 누릅니다.');
  await rec.shot(2.5);
  await rec.press(main.getByRole('link', { name: /독서활동 쓰기$/ }).first());
  await page.waitForURL(/contestForm/);
  await settle(page);
  rec.caption('활동 종류로 독서감상문을 고르고, 제목과 내용을 씁니다.');
  await main.getByRole('radio', { name: /독서감상문/ }).check();
  await rec.shot(1.5);
  await rec.type(main.getByRole('textbox', { name: '제목', exact: true }), '용기를 배운 이야기');
  await rec.type(
    main.getByRole('textbox', { name: '내용' }),
    '주인공이 친구를 위해 용기를 내는 장면이 가장 기억에 남았다.',
  );
  rec.caption('다 쓰면 제출하기를 누릅니다. 선생님이 읽고 댓글과 승인을 남겨 줍니다.');
  await rec.press(main.getByRole('button', { name: '제출하기' }), 1.5);
  await page.getByRole('alertdialog').waitFor();
  await rec.shot(2.5);
  await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click();
  await page.waitForURL(/ParticipationContestDetail/);
  await settle(page);
  await rec.shot(3);

  // 5. Where to find this video again.
  await page.goto(site);
  await settle(page);
  rec.caption('이 영상은 화면의 ‘이용안내 영상’ 단추를 누르면 언제든지 다시 볼 수 있습니다.');
  await rec.shot(4.5);
  rec.endCaption();
}

async function main() {
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    // Off camera, in a context of its own: student1's library card is linked (the desk's code), as a
    // pupil's would be, so the card has a barcode to show.
    const setup = await browser.newContext({ viewport: SIZE, serviceWorkers: 'block' });
    const setupPage = await setup.newPage();
    await loginWithForm(setupPage, portal.baseURL, 'student1', '/Elementary');
    await linkStudent1Card(setupPage, portal.baseURL);
    await setupPage.getByRole('alertdialog').getByText('동의 처리가 완료되었습니다.').waitFor();
    await setup.close();
    const context = await browser.newContext({ viewport: SIZE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const rec = new Recorder(page);
    await walk(rec, portal.baseURL).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(root, 'test-results/guide-video-failed.png') });
      throw error;
    });
    await context.close();
    const webm = await encodeWebm(browser, rec.frames, SIZE);
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(path.join(publicDir, 'guide.webm'), webm);
    writeFileSync(path.join(publicDir, 'guide.ko.vtt'), toVtt(rec.cues));
    mkdirSync(path.dirname(cuesFile), { recursive: true });
    writeFileSync(cuesFile, `${JSON.stringify({ duration: rec.time, cues: rec.cues }, null, 2)}\n`);
    // Each picture for a look without a player (test-results is not committed).
    const look = path.join(root, 'test-results/guide-video');
    mkdirSync(look, { recursive: true });
    for (const [i, frame] of rec.frames.entries()) {
      writeFileSync(path.join(look, `${String(i).padStart(3, '0')}.png`), frame.png);
    }
    console.log(
      `guide video: ${rec.frames.length} frames, ${rec.time} s, ${(webm.length / 1024).toFixed(0)} KB`,
    );
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
