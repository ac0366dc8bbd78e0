/**
 * Draws the installable app's icons (decision 200) into apps/web/public/icons: per site variant a book
 * on the site's colour with the school level's first letter, 192 and 512 px, as "any" and as "maskable"
 * (the drawing inside the 80 % safe circle). Chromium draws them (no image library); the PNGs are
 * committed, so a build needs no browser. Run: npx tsx scripts/pwa-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/icons');
const font = readFileSync(
  path.join(root, 'node_modules/pretendard/dist/web/static/woff2/Pretendard-ExtraBold.woff2'),
).toString('base64');

const variants = [
  { key: 'main', color: '#1f5fbf', letter: '' },
  { key: 'elementary', color: '#24753a', letter: '초' },
  { key: 'middle', color: '#1f5fbf', letter: '중' },
  { key: 'high', color: '#5a3aa8', letter: '고' },
] as const;

function svg(color: string, letter: string, maskable: boolean): string {
  // The book of favicon.svg, on a 100-unit canvas; maskable icons fill the square and keep the drawing small.
  const scale = maskable ? 0.62 : 0.8;
  const offset = (100 - 100 * scale) / 2;
  const radius = maskable ? 0 : 22;
  const book = letter
    ? `<path d="M22 30c8.8-4.4 17.2-4.4 28 0v40c-10.8-4.4-19.2-4.4-28 0z" fill="#fff"/>
       <path d="M78 30c-8.8-4.4-17.2-4.4-28 0v40c10.8-4.4 19.2-4.4 28 0z" fill="#fff" fill-opacity=".82"/>
       <text x="64" y="60" font-family="P" font-size="22" text-anchor="middle" fill="${color}">${letter}</text>`
    : `<path d="M25 32.8c8.8-4.4 17.2-4.4 25 0v37.5c-7.8-4.4-16.2-4.4-25 0z" fill="#fff"/>
       <path d="M75 32.8c-8.8-4.4-17.2-4.4-25 0v37.5c7.8-4.4 16.2-4.4 25 0z" fill="#cfe0f7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
    <rect width="100" height="100" rx="${radius}" fill="${color}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">${book}</g></svg>`;
}

const executablePath =
  process.env.CHROMIUM_PATH ?? (await (await import('@sparticuz/chromium')).default.executablePath());
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    for (const { key, color, letter } of variants) {
      for (const maskable of [false, true]) {
        await page.setContent(
          `<style>@font-face{font-family:P;src:url(data:font/woff2;base64,${font})}html,body{margin:0;background:transparent}</style>${svg(color, letter, maskable)}`,
        );
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(out, `${key}-${maskable ? 'maskable' : 'any'}-${size}.png`);
        await page.screenshot({ path: file, omitBackground: true });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
