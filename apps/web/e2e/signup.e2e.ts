import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir();

const chromium = browserForTests();

describe('signup', () => {
  it('takes a new student through role, terms, account and school, then the student logs in', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/Signup`);
    const currentStep = page.locator('li[aria-current="step"]');
    expect(await currentStep.textContent()).toContain('1');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '다음' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('회원 유형을 선택해주세요.');
    await page.getByRole('radio', { name: /학생/ }).check();
    await page.getByRole('button', { name: '다음' }).click();

    expect(await currentStep.textContent()).toContain('약관 동의');
    await page.getByRole('checkbox', { name: /이용약관/ }).check();
    // Reading the terms and coming back resumes the same step with the tick kept (issue 25; it restarted at 1).
    await page.locator('#main').getByRole('link', { name: '이용약관' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/UseCondition');
    await page.goBack();
    await expect.poll(() => currentStep.textContent()).toContain('약관 동의');
    expect(await page.getByRole('checkbox', { name: /이용약관/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /개인정보/ }).check();
    await page.getByRole('checkbox', { name: '만 14세 미만입니다.' }).check();
    await page.getByRole('button', { name: '다음' }).click();
    expect(await page.getByRole('alert').textContent()).toBe(
      '만 14세 미만은 법정 대리인의 동의가 필요합니다.',
    );
    await page.getByRole('checkbox', { name: /법정 대리인/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '다음' }).click();

    expect(await currentStep.textContent()).toContain('계정 정보');
    await page.getByLabel('아이디').fill('student1');
    await page.getByRole('button', { name: '중복 확인' }).click();
    await expect.poll(() => page.getByText('이미 사용 중인 아이디입니다.').count()).toBe(1);
    await page.getByLabel('아이디').fill('e2ereader');
    await page.getByRole('button', { name: '중복 확인' }).click();
    await page.getByText('사용 가능한 아이디입니다.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill('reading');
    expect(await page.locator('.signup-rules li[data-met="true"]').count()).toBe(2);
    await page.getByLabel('비밀번호', { exact: true }).fill('Reading#2026');
    expect(await page.locator('.signup-rules li[data-met="true"]').count()).toBe(5);
    await page.getByLabel('비밀번호 확인').fill('Reading#2026');
    await page.getByLabel('이름').fill('나독서');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'signup-account-1280.png'), fullPage: true });
    await page.getByRole('button', { name: '다음' }).click();

    expect(await currentStep.textContent()).toContain('학교 정보');
    await page.getByRole('main').getByLabel('지역').selectOption('B10');
    await page.getByLabel('학교 이름').fill('가락초');
    await page.getByRole('button', { name: '학교 검색' }).click();
    await page.getByRole('radio', { name: /서울가락초등학교/ }).check();
    await page.getByLabel('학년').selectOption('3');
    await page.getByLabel('반').fill('2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'signup-school-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.screenshot({ path: path.join(shots, 'signup-school-400.png'), fullPage: true });
    await page.getByRole('button', { name: '가입하기' }).click();

    await page.getByRole('heading', { name: '회원가입이 완료되었습니다.' }).waitFor();
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await page.getByLabel('아이디').fill('e2ereader');
    await page.getByLabel('비밀번호').fill('Reading#2026');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    const account = await page.getByRole('list', { name: '내 계정' }).textContent();
    expect(account).toContain('나독서');
    expect(account).toContain('학생');
    await context.close();
  });
});
