import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, screenshotDir, seriousAxeViolations } from './browser.ts';

const baseURL = inject('baseURL');
const shots = screenshotDir('guide-video');
const { newPage } = browserForTests();
const wait = { timeout: 30_000 };
const cues = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../src/features/community/components/guide-video-cues.json'),
    'utf8',
  ),
) as { duration: number; cues: { start: number; end: number; text: string }[] };

describe('the guide video', () => {
  it('000 §2: the quick menu’s guide video plays with Korean captions showing and its transcript on the page', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseURL}/`);
    await page
      .getByRole('navigation', { name: '바로가기' })
      .getByRole('link', { name: '이용안내 영상' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, wait).toBe('/IntroduceGuide');
    await page.getByRole('heading', { level: 2, name: '이용안내 영상' }).waitFor();
    const video = page.locator('video');

    // The captions track is on by default and its cues are loaded.
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => ({
            mode: v.textTracks[0]?.mode,
            language: v.textTracks[0]?.language,
            cues: v.textTracks[0]?.cues?.length ?? 0,
          })),
        wait,
      )
      .toEqual({ mode: 'showing', language: 'ko', cues: cues.cues.length });
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.[0]?.startTime)).toBe(0);

    // It plays: the video decodes and its time moves on.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), wait)
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(
      Math.round(cues.duration),
    );
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), wait).toBeGreaterThan(1);
    // A caption is showing while it plays.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0), wait)
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, 'playing-1280.png') });

    // The transcript is the captions' text, on the page.
    const transcript = page.getByRole('list').filter({ hasText: cues.cues[0]!.text });
    for (const cue of cues.cues) expect(await transcript.textContent()).toContain(cue.text);

    // Keyboard: the player is in the tab order.
    await video.focus();
    expect(await video.evaluate((v) => v === document.activeElement)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'page-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 860 });
    await page.screenshot({ path: path.join(shots, 'page-390.png'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
