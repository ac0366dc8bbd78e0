import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir } from './browser.ts';

/**
 * Embedding the PureScreen pages (decision 204): the e2e portal runs with
 * PURE_SCREEN_FRAME_ANCESTORS=http://localhost:* (global-setup.ts), standing for the school-admin site's
 * origin. A second local server plays that site: a page with an iframe. A PureScreen page draws in it;
 * an ordinary page is refused, and so is the PureScreen page under an origin the setting does not name.
 */
const baseURL = inject('baseURL');
const shots = screenshotDir('pure-screen-embedding');
const { newPage } = browserForTests();

/** The school-admin site: `/?src=<url>` answers a page that frames `src`. */
let embedder: Server;
let port: number;
beforeAll(async () => {
  embedder = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://embedder').searchParams.get('src') ?? 'about:blank';
    const attribute = src.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>School admin site</title></head>
<body style="margin:0;font-family:sans-serif">
<h1 style="margin:8px 16px;font-size:18px">School admin site (embedder)</h1>
<iframe title="독서로 공지사항" src="${attribute}" style="display:block;width:100%;height:760px;border:0"></iframe>
</body>
</html>`);
  });
  // Every interface, so that both localhost and 127.0.0.1 reach it: two origins, one of them configured.
  await new Promise<void>((resolve) => embedder.listen(0, resolve));
  port = (embedder.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => embedder?.close(resolve));
});

/** Opens the school-admin page on `host` framing `target`, and answers its page and the frame. */
async function embed(page: Page, host: 'localhost' | '127.0.0.1', target: string) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('frame-ancestors'))
      refusals.push(message.text());
  });
  await page.goto(`http://${host}:${port}/?src=${encodeURIComponent(`${baseURL}${target}`)}`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  return { frame, refusals };
}

describe('embedding the PureScreen pages (decision 204)', () => {
  it('draws /NoticePureScreen in an iframe of a configured origin', async () => {
    const { context, page } = await newPage(1280);
    const { frame, refusals } = await embed(page, 'localhost', '/NoticePureScreen');
    await frame.getByRole('heading', { level: 1, name: '공지사항' }).waitFor();
    // The list itself, from the portal's API inside the frame: a seeded notice.
    await frame.getByText('2026 독서마라톤 참여 학교 모집').first().waitFor();
    expect(await frame.locator('.site-header, .site-footer, .quick-menu').count()).toBe(0);
    expect(refusals).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'embedded-notice-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 860 });
    await page.screenshot({ path: path.join(shots, 'embedded-notice-390.png'), fullPage: true });
    await context.close();
  });

  it('refuses an ordinary page in the same iframe', async () => {
    const { context, page } = await newPage(1280);
    const { frame, refusals } = await embed(page, 'localhost', '/Notice');
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(`frame-ancestors 'self'"`);
    await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
    expect(await frame.getByRole('heading', { name: '공지사항' }).count()).toBe(0);
    await context.close();
  });

  it('refuses the PureScreen page to an origin the setting does not name', async () => {
    const { context, page } = await newPage(1280);
    const { frame, refusals } = await embed(page, '127.0.0.1', '/NoticePureScreen');
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'self' http://localhost:*");
    await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
    await context.close();
  });
});
