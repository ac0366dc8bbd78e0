import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** One picture of the recording and how long it stays on screen. */
export type Frame = { png: Buffer; seconds: number };

// The package's browser bundle (its exports name only the module builds): it defines `Mediabunny`.
const mediabunny = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('mediabunny')), 'mediabunny.min.cjs'),
  'utf8',
);

/**
 * Encodes the frames into a VP9 WebM inside the browser (decision 288): WebCodecs' VideoEncoder through
 * Mediabunny's CanvasSource and WebM muxer. Each frame is one picture with its own duration, so a screen
 * that stays still costs nothing. WebCodecs needs a secure context: the page is a made-up https address
 * answered by the script itself, so nothing leaves the machine.
 */
export async function encodeWebm(
  browser: Browser,
  frames: readonly Frame[],
  size: { width: number; height: number },
): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('https://guide-video-encoder.invalid/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
  );
  await page.goto('https://guide-video-encoder.invalid/');
  await page.evaluate(`${mediabunny};globalThis.Mediabunny = Mediabunny;`);
  await page.evaluate(async ({ width, height }) => {
    // biome-ignore lint/suspicious/noExplicitAny: Mediabunny is injected at run time
    const M = (globalThis as any).Mediabunny;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const output = new M.Output({ format: new M.WebMOutputFormat(), target: new M.BufferTarget() });
    const source = new M.CanvasSource(canvas, {
      codec: 'vp9',
      bitrate: 2_500_000,
      keyFrameInterval: 4,
    });
    output.addVideoTrack(source);
    await output.start();
    // biome-ignore lint/suspicious/noExplicitAny: state kept between evaluate calls
    (globalThis as any).guideVideo = { canvas, output, source, time: 0 };
  }, size);
  for (const frame of frames) {
    await page.evaluate(
      async ({ base64, seconds }) => {
        // biome-ignore lint/suspicious/noExplicitAny: state kept between evaluate calls
        const state = (globalThis as any).guideVideo;
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        state.canvas.getContext('2d').drawImage(bitmap, 0, 0, state.canvas.width, state.canvas.height);
        await state.source.add(state.time, seconds);
        state.time += seconds;
      },
      { base64: frame.png.toString('base64'), seconds: frame.seconds },
    );
  }
  const base64 = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: state kept between evaluate calls
    const state = (globalThis as any).guideVideo;
    await state.output.finalize();
    const bytes = new Uint8Array(state.output.target.buffer as ArrayBuffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  await context.close();
  return Buffer.from(base64, 'base64');
}
