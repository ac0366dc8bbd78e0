import { stringify } from 'csv-stringify/sync';
import { marcOfBook } from './marc.ts';

/**
 * Test fixtures for the catalogue import (issue 40): N books with unique titles, as a MARC file (one record
 * per book, its copy in 049 $l) and as the CSV a school library system exports. Every other book has an
 * ISBN (valid check digits, 979-11-…; `isbnSeed` moves them), the others none, so both merge rules are met. `tag` makes the
 * titles unique per test; `regPrefix` gives the copies their registration numbers.
 */
export type FixtureBook = {
  regNo: string;
  isbn: string | null;
  title: string;
  author: string;
  publisher: string;
  pubYear: number;
  kdc: string;
  callNo: string;
};

function isbn13(body12: string): string {
  const sum = [...body12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

export function fixtureBooks(
  n: number,
  opts: { tag: string; regPrefix?: string; isbnSeed?: number },
): FixtureBook[] {
  const seed = opts.isbnSeed ?? 0;
  return Array.from({ length: n }, (_, i) => ({
    regNo: `${opts.regPrefix ?? 'IM'}${String(i + 1).padStart(6, '0')}`,
    isbn: i % 2 === 0 ? isbn13(`97911${String((seed * 1000 + i) % 10_000_000).padStart(7, '0')}`) : null,
    title: `${opts.tag} 시험 도서 ${i + 1}`,
    author: `김작가${(i % 7) + 1}`,
    publisher: '시험출판사',
    pubYear: 2020 + (i % 5),
    kdc: '813.7',
    callNo: `813.7 김${(i % 7) + 1} ${i + 1}`,
  }));
}

export function fixtureMarc(books: FixtureBook[]): Buffer {
  return Buffer.concat(
    books.map((b, i) =>
      marcOfBook({
        recordKey: `FX${i + 1}`,
        isbn: b.isbn,
        isbnAddCode: null,
        title: b.title,
        subtitle: null,
        volume: null,
        author: b.author,
        publisher: b.publisher,
        pubYear: b.pubYear,
        kdc: b.kdc,
        copies: [{ regNo: b.regNo, callNo: b.callNo }],
      }),
    ),
  );
}

/** The CSV a school's system exports: Korean headers, one row per copy. */
export function fixtureCsv(books: FixtureBook[]): string {
  return stringify(
    books.map((b) => [b.regNo, b.isbn ?? '', b.title, b.author, b.publisher, b.pubYear, b.kdc, b.callNo]),
    {
      header: true,
      columns: ['등록번호', 'ISBN', '서명', '저자', '출판사', '발행년', '분류기호', '청구기호'],
    },
  );
}
