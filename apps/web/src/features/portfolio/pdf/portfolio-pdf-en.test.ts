import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PortfolioDetail } from '@reading/contract/portfolio/portfolio';
import { PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyEnglishCatalogue } from '../../../messages/en/index.ts';
import { portfolioMessages } from '../../../messages/portfolio.ts';
import { itemText, plain } from '../components/item-text.tsx';

/** The portfolio PDF in English (decision 210): English headings and labels, the student's writing as written. */
const fontFile = createRequire(import.meta.url).resolve(
  'pretendard/dist/public/variable/PretendardVariable.ttf',
);
const fontBytes = () => Uint8Array.from(readFileSync(fontFile));

const portfolio = (items: PortfolioDetail['items']): PortfolioDetail => ({
  portfolioKey: 1,
  memberKey: 1,
  memberName: '김하늘',
  mineYn: 'Y',
  schKey: 1,
  schName: '서울가락초등학교',
  title: '나의 독서 포트폴리오',
  intro: '',
  privacyBoundCode: '02',
  itemCount: items.length,
  reviewedYn: 'Y',
  regDate: '2026-11-25T00:00:00.000Z',
  updDate: '2026-11-25T00:00:00.000Z',
  items,
  feedback: '꾸준히 읽은 점이 훌륭해요.',
  reviewerName: '이교사',
  reviewedDate: null,
  editableYn: 'Y',
  reviewableYn: 'N',
});
const badge = {
  itemType: 'badge',
  refKey: 72,
  title: '독서마라톤 배지',
  subtitle: '2단계',
  date: '2026-11-01',
} as const;
const activity = {
  itemType: 'activity',
  refKey: 7,
  title: '용기를 배운 이야기',
  date: '2026-11-19',
} as const;

describe('the portfolio PDF in English', () => {
  beforeAll(() => {
    window.localStorage.setItem('lang', 'en');
    applyEnglishCatalogue();
  });

  it("names items in English and keeps the student's writing: a badge by its code and level, an activity's kind by its code", () => {
    expect(plain(itemText(badge).subtitle)).toBe('Level 2');
    expect(plain(itemText(badge).title)).toBe('Reading marathons badge');
    const line = itemText({ ...activity, subtitle: '독서감상문 · 어린 왕자' }).subtitle;
    expect(line).toEqual([
      { text: 'Book report', data: false },
      { text: ' · ', data: false },
      { text: '어린 왕자', data: true },
    ]);
    expect(itemText({ ...activity, subtitle: '어린 왕자' }).title).toEqual([
      { text: '용기를 배운 이야기', data: true },
    ]);
  });

  it('declares English and draws its Latin words with glyphs of the embedded font', async () => {
    const { portfolioPdf } = await import('./portfolio-pdf.ts');
    const bytes = await portfolioPdf(
      portfolio([
        { ...activity, subtitle: '어린 왕자', content: '<p>주인공은 용기를 냈다.</p>', rating: null },
        { ...badge, content: '', rating: null },
      ]),
      () => {},
      async () => fontBytes(),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(String(pdf.catalog.get(PDFName.of('Lang')))).toBe('(en-US)');
    const font = fontkit.create(fontBytes());
    const words = [
      portfolioMessages.detail.itemTypes.activity,
      portfolioMessages.detail.itemTypes.badge,
      portfolioMessages.detail.feedback,
      plain(itemText(badge).subtitle),
    ].join('');
    expect(words).toMatch(/^[\x20-\x7e]+$/);
    const missing = [...words].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  }, 60_000);
});
