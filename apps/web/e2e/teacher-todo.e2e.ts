import { describe, expect, inject, it } from 'vitest';
import { loginWithForm } from './auth-fixtures.ts';
import { browserForTests, screenshotDir, shootAtBothWidths } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('teacher-todo');
const { newPage } = browserForTests();
const site = `${baseURL}/Elementary`;

describe("a teacher's to-do panel (issue 37)", () => {
  it("teacher1's panel lists the pending club and the report to review, and each link opens the place to act", async () => {
    const { page } = await newPage(1280);
    await loginWithForm(page, baseURL, 'teacher1');

    // The home: the panel under the opening, with the seeded club and report.
    await page.goto(site);
    const panel = page.getByTestId('todo-panel');
    const clubs = panel.getByRole('region', { name: /승인을 기다리는 독서동아리/ });
    const reports = panel.getByRole('region', { name: /검토를 기다리는 독서활동/ });
    await clubs.getByRole('link', { name: '책벌레 탐험대' }).waitFor();
    await reports.getByRole('link', { name: '작가님께 드리는 편지' }).waitFor();
    await shootAtBothWidths(page, shots, 'home');

    // The club's link opens the club with its approval button.
    await clubs.getByRole('link', { name: '책벌레 탐험대' }).click();
    await page.getByRole('heading', { level: 2, name: '책벌레 탐험대' }).waitFor();
    await page.getByRole('button', { name: '개설 승인' }).waitFor();

    // My page shows the same panel; the report's link opens its review with the approve button.
    await page.goto(`${site}/DashBoard`);
    await reports.getByRole('link', { name: '작가님께 드리는 편지' }).waitFor();
    await shootAtBothWidths(page, shots, 'dashboard');
    await reports.getByRole('link', { name: '작가님께 드리는 편지' }).click();
    await page.getByRole('region', { name: '독서활동 검토' }).waitFor();
    await expect.poll(() => page.getByText('작가님께 드리는 편지').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '승인', exact: true }).waitFor();
  });

  it('shows a pupil no panel', async () => {
    const { page } = await newPage(390);
    await loginWithForm(page, baseURL, 'student1');
    await page.goto(`${site}/DashBoard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('.dash-tiles').first().waitFor();
    expect(await page.getByTestId('todo-panel').count()).toBe(0);
  });
});
