import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

/** A fresh database numbers schools in (NEIS code, name) order; the seed file is the source of both. */
function schKeyOnFreshDatabase(neisCode: string): number {
  const csv = readFileSync(
    path.resolve(import.meta.dirname, '../../server/src/db/seed-data/schools_neis.csv'),
    'utf8',
  );
  const rows = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
  rows.sort((a, b) => a[2]!.localeCompare(b[2]!) || a[3]!.localeCompare(b[3]!));
  return rows.findIndex((r) => r[2] === neisCode) + 1;
}

const chromium = browserForTests();

const roots = [
  { path: '/', title: '독서로', name: 'main' },
  { path: '/Elementary', title: '초등학교', name: 'elementary' },
  { path: '/Middle', title: '중학교', name: 'middle' },
  { path: '/High', title: '고등학교', name: 'high' },
];

describe('the four site roots', () => {
  for (const root of roots) {
    it(`${root.path} shows the site frame with title '${root.title}' and the service footer`, async () => {
      const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseURL}${root.path}`);
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.textContent()).toContain('1600-0000');
      expect(await page.title()).toBe(root.title);
      const text = await footer.textContent();
      expect(text).toContain('평일 09:00~18:00 (주말·공휴일 휴무)');
      for (const link of ['개인정보처리방침', '이용약관', '이메일무단수집거부']) {
        expect(await footer.getByRole('link', { name: link }).count()).toBe(1);
      }
      // The home is prerendered and React hydrates after the first paint: the site frame writes
      // baseUrl when it mounts, so wait for it rather than reading it once.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('baseUrl'))).toBe(root.path);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `${root.name}-1280.png`), fullPage: true });
      await page.setViewportSize({ width: 400, height: 860 });
      await page.screenshot({ path: path.join(shots, `${root.name}-400.png`), fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it("a school site shows the chosen school's address and telephone in its footer", async () => {
    const schKey = schKeyOnFreshDatabase('7130102');
    const page = await chromium.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/Elementary?schKey=${schKey}`);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain('서울특별시 송파구 송파대로37길 45');
    expect(await footer.textContent()).toContain('02-3402-1161');
    await page.getByRole('link', { name: '이용약관' }).click();
    await expect.poll(() => page.url()).toContain('/Elementary/UseCondition');
    expect(await footer.textContent()).toContain('02-3402-1161');
    await page.close();
  });

  it("an unknown address shows '페이지를 찾을 수 없습니다.' inside the frame", async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${baseURL}/Middle/NoSuchPage`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain('페이지를 찾을 수 없습니다.');
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.close();
  });
});
