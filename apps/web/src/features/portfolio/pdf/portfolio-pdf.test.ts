import { describe, expect, it } from 'vitest';
import { blocksOfHtml, wrapText } from './portfolio-pdf.ts';

/** Width of a string when every character is 1 wide: lines of a fixed number of characters. */
const chars = (s: string) => [...s].length;

describe('portfolio PDF layout', () => {
  it('wraps at spaces and inside a long Korean run, never past the width', () => {
    const lines = wrapText('주인공은 처음에는 겁이 많았지만 친구를지키기위해용기를냈다', chars, 8);
    expect(lines).toEqual(['주인공은', '처음에는 겁이', '많았지만', '친구를지키기위해', '용기를냈다']);
    for (const line of lines) expect(chars(line)).toBeLessThanOrEqual(8);
  });

  it('keeps every character of a long text across lines (a long report splits, nothing is lost)', () => {
    const text = '가나다라마바사 '.repeat(200).trim();
    const lines = wrapText(text, chars, 30);
    expect(lines.join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    expect(lines.length).toBeGreaterThan(50);
  });

  it('reads paragraphs, list items and images from an activity’s HTML', () => {
    const blocks = blocksOfHtml(
      '<p>첫 문단입니다.</p><ul><li>하나</li></ul><p><img src="/files/1.png" alt=""></p><h2>소제목</h2>',
    );
    expect(blocks).toEqual([
      { kind: 'text', text: '첫 문단입니다.' },
      { kind: 'text', text: '• 하나' },
      { kind: 'image', src: '/files/1.png' },
      { kind: 'text', text: '소제목' },
    ]);
  });
});

describe('portfolio PDF', () => {
  it('makes a 20-page A4 portfolio with an embedded font subset, reporting progress after each item', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { PDFDocument, PDFName } = await import('pdf-lib');
    const { portfolioPdf } = await import('./portfolio-pdf.ts');
    const fontFile = createRequire(import.meta.url).resolve(
      'pretendard/dist/public/variable/PretendardVariable.ttf',
    );
    const paragraph = '주인공은 처음에는 겁이 많았지만 친구를 지키기 위해 용기를 냈다. '.repeat(40);
    const items = Array.from({ length: 17 }, (_, i) => ({
      itemType: 'activity' as const,
      refKey: i + 1,
      title: `감상문 ${i + 1}`,
      subtitle: '독서감상문 · 용기를 배운 이야기',
      date: '2026-11-19',
      content: `<p>${paragraph}</p><p>${paragraph}</p>`,
      rating: null,
    }));
    const progress: number[] = [];
    const bytes = await portfolioPdf(
      {
        portfolioKey: 1,
        memberKey: 1,
        memberName: '김하늘',
        mineYn: 'Y',
        schKey: 1,
        schName: '서울가락초등학교',
        title: '긴 포트폴리오',
        intro: '',
        privacyBoundCode: '02',
        itemCount: items.length,
        reviewedYn: 'N',
        regDate: '2026-11-25T00:00:00.000Z',
        updDate: '2026-11-25T00:00:00.000Z',
        items,
        feedback: null,
        reviewerName: null,
        reviewedDate: null,
        editableYn: 'Y',
        reviewableYn: 'N',
      },
      (done) => progress.push(done),
      async () => Uint8Array.from(readFileSync(fontFile)),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(20);
    expect(String(pdf.catalog.get(PDFName.of('Lang')))).toBe('(ko-KR)');
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(progress).toEqual(Array.from({ length: items.length + 1 }, (_, i) => i + 1));
    // The whole font is 6.7 MB; only the subset used is embedded.
    expect(bytes.byteLength).toBeLessThan(400_000);
  }, 60_000);
});
