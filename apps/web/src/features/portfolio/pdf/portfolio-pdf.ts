import type { PortfolioDetail } from '@reading/contract/portfolio/portfolio';
import { PDF_EXPORT } from '@reading/contract/portfolio/portfolio';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import fontUrl from 'pretendard/dist/public/variable/PretendardVariable.ttf?url';
import { localeTag } from '../../../lib/locale.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import { itemText, plain } from '../components/item-text.tsx';
import { evenGlyphsFontkit } from './even-glyphs-fontkit.ts';

/**
 * A portfolio as an A4 PDF, made in the browser (decision 133): pdf-lib with a subset of Pretendard (an npm
 * dependency, never fetched from elsewhere), so its Korean text is selectable and searchable; images
 * re-encoded as JPEG at the spec's quality 0.8 (spec 000 §9); long texts flow line by line over as many
 * pages as they need, long pictures in page-height steps (imagePages). `onProgress(done, total)` is called after each item.
 */
export type PdfBlock = { kind: 'heading' | 'text' | 'meta'; text: string } | { kind: 'image'; src: string };

const MARGIN = 48;
const SIZES = { heading: 15, text: 11, meta: 9 } as const;
const LINE = 1.55;

/** The blocks of an activity's sanitized HTML: paragraphs, headings and list items as text; images. */
export function blocksOfHtml(html: string): PdfBlock[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: PdfBlock[] = [];
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (child.tagName === 'IMG') {
        const src = child.getAttribute('src');
        if (src) blocks.push({ kind: 'image', src });
      } else if (/^(P|H[1-6]|LI|BLOCKQUOTE|PRE)$/.test(child.tagName)) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) blocks.push({ kind: 'text', text: child.tagName === 'LI' ? `• ${text}` : text });
        for (const img of Array.from(child.querySelectorAll('img'))) {
          const src = img.getAttribute('src');
          if (src) blocks.push({ kind: 'image', src });
        }
      } else walk(child);
    }
  };
  walk(doc.body);
  if (blocks.length === 0 && doc.body.textContent?.trim())
    blocks.push({ kind: 'text', text: doc.body.textContent.trim() });
  return blocks;
}

/** Lines of a text within a width: breaks at spaces, and inside a word (Korean has long runs) when needed. */
export function wrapText(text: string, widthOf: (s: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(\s+)/)) {
    const next = line + word;
    if (widthOf(next) <= maxWidth) {
      line = next;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    for (const ch of word.trimStart()) {
      if (widthOf(line + ch) > maxWidth && line) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * How a picture goes onto the pages (spec 000 §9 "page-height step of 3.5 times the page height for long
 * reports"; decision 289). At the text's width (never enlarged), a picture that fits the room left on the
 * page goes there, one that fits a page starts the next page, and a long one (a scanned report) is not
 * shrunk onto one page but continues over the following pages, one page height at a time; a picture longer
 * than 3.5 page heights is scaled down to that, so one picture spans at most four pages. Answers the scale
 * and the height (in points) of each page's slice; `newPage` when the first slice starts a new page.
 */
export function imagePages(
  image: { width: number; height: number },
  page: { width: number; height: number; room: number },
): { scale: number; newPage: boolean; slices: number[] } {
  const longest = page.height * PDF_EXPORT.longReportPageStep;
  const scale = Math.min(1, page.width / image.width, longest / image.height);
  const height = image.height * scale;
  if (height <= page.room) return { scale, newPage: false, slices: [height] };
  if (height <= page.height) return { scale, newPage: true, slices: [height] };
  // A long picture: the room left here first (a new page when little is left), then page-height steps.
  const newPage = page.room < page.height / 4;
  const slices: number[] = [];
  let left = height;
  let room = newPage ? page.height : page.room;
  while (left > 0.5) {
    const slice = Math.min(room, left);
    slices.push(slice);
    left -= slice;
    room = page.height;
  }
  return { scale, newPage, slices };
}

/** A picture decoded, on a white ground (JPEG has no transparency), or null when it cannot be read. */
async function canvasOf(src: string): Promise<HTMLCanvasElement | null> {
  try {
    const response = await fetch(src, { credentials: 'include' });
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    return canvas;
  } catch {
    return null;
  }
}

/** Rows `top` to `top + height` of a picture as JPEG bytes at the spec's quality (0.8). */
async function jpegSlice(
  source: HTMLCanvasElement,
  top: number,
  height: number,
): Promise<ArrayBuffer | null> {
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = Math.max(1, Math.round(height));
  canvas.getContext('2d')?.drawImage(source, 0, -Math.round(top));
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PDF_EXPORT.jpegQuality),
  );
  return blob ? blob.arrayBuffer() : null;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.newPage();
  }
  /** Advance widths per character at size 1, measured once each: shaping whole lines per word is slow. */
  readonly advances = new Map<string, number>();
  widthOf(s: string) {
    let width = 0;
    for (const ch of s) {
      let advance = this.advances.get(ch);
      if (advance === undefined) {
        advance = this.font.widthOfTextAtSize(ch, 1);
        this.advances.set(ch, advance);
      }
      width += advance;
    }
    return width;
  }
  get width() {
    return PDF_EXPORT.pageWidth - MARGIN * 2;
  }
  newPage() {
    this.page = this.doc.addPage([PDF_EXPORT.pageWidth, PDF_EXPORT.pageHeight]);
    this.pages += 1;
    this.y = PDF_EXPORT.pageHeight - MARGIN;
    this.page.drawText(String(this.pages), {
      x: PDF_EXPORT.pageWidth / 2,
      y: MARGIN / 2,
      size: SIZES.meta,
      font: this.font,
      color: rgb(0.45, 0.45, 0.45),
    });
  }
  room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  text(text: string, kind: 'heading' | 'text' | 'meta') {
    const size = SIZES[kind];
    const color = kind === 'meta' ? rgb(0.35, 0.35, 0.35) : rgb(0.1, 0.1, 0.1);
    for (const line of wrapText(text, (s) => this.widthOf(s) * size, this.width)) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.font, color });
    }
    this.y -= size * 0.5;
  }
  async image(src: string) {
    const picture = await canvasOf(src);
    if (!picture) return;
    const height = PDF_EXPORT.pageHeight - MARGIN * 2;
    const room = this.y - MARGIN - 8;
    const plan = imagePages(picture, { width: this.width, height: height - 8, room });
    if (plan.newPage) this.newPage();
    let top = 0;
    for (const [index, slice] of plan.slices.entries()) {
      if (index > 0) this.newPage();
      const rows = slice / plan.scale;
      const bytes = await jpegSlice(picture, top, rows);
      top += rows;
      if (!bytes) continue;
      const embedded = await this.doc.embedJpg(bytes);
      this.y -= slice + 8;
      this.page.drawImage(embedded, {
        x: MARGIN,
        y: this.y,
        width: picture.width * plan.scale,
        height: slice,
      });
    }
  }
  rule() {
    this.room(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PDF_EXPORT.pageWidth - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.8),
    });
    this.y -= 6;
  }
}

export async function portfolioPdf(
  portfolio: PortfolioDetail,
  onProgress: (done: number, total: number) => void = () => {},
  loadFont: () => Promise<ArrayBuffer | Uint8Array> = () => fetch(fontUrl).then((r) => r.arrayBuffer()),
): Promise<Uint8Array> {
  const total = portfolio.items.length + 1;
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphsFontkit);
  doc.setTitle(portfolio.title);
  doc.setAuthor(portfolio.memberName);
  // The interface's words follow the reader's language; what the student wrote stays as written.
  doc.setLanguage(localeTag());
  const font = await doc.embedFont(await loadFont(), { subset: true });
  const w = new Writer(doc, font);
  w.text(portfolio.title, 'heading');
  w.text([portfolio.memberName, portfolio.schName].filter(Boolean).join(' · '), 'meta');
  if (portfolio.intro) w.text(portfolio.intro, 'text');
  onProgress(1, total);
  let done = 1;
  for (const item of portfolio.items) {
    w.rule();
    const text = itemText(item);
    w.text(`${t.detail.itemTypes[item.itemType]} · ${plain(text.title)}`, 'heading');
    w.text([item.subtitle ? plain(text.subtitle) : '', item.date].filter(Boolean).join(' · '), 'meta');
    for (const block of item.content ? blocksOfHtml(item.content) : []) {
      if (block.kind === 'image') await w.image(block.src);
      else w.text(block.text, block.kind);
    }
    done += 1;
    onProgress(done, total);
    // Let the page paint the progress between items.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (portfolio.feedback) {
    w.rule();
    w.text(t.detail.feedback, 'heading');
    w.text(portfolio.feedback, 'text');
  }
  return doc.save();
}
