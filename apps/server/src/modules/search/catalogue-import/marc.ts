/// <reference path="./marcjs.d.ts" />
import iconv from 'iconv-lite';
import { Iso2709Formater, Iso2709Parser, type MarcField, Record } from 'marcjs';
import type { ImportUnit } from './import-unit.ts';

/**
 * MARC 21 / KORMARC in ISO 2709 (decision 282: marcjs reads and writes the records; this file checks the
 * file's structure first and maps the common fields). A file is refused whole when any record is cut
 * off or its directory points outside it (`null` from `splitMarc`), so nothing is written.
 *
 * Fields read: 020 $a ISBN ($g the add-on code), 245 $a $p $b title with its parts, $n the volume,
 * $d the statement of responsibility; 100/700 $a names; 260/264 $b publisher, $c year; 056 $a KDC;
 * 090 $a $b the call number; 049 the copies: each $l a registration number, followed by its $v volume,
 * $c copy number and $f shelf mark.
 */

const RECORD_END = 0x1d;
const digits = (b: Buffer, from: number, to: number) => {
  const text = b.toString('latin1', from, to);
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** The records' bytes, or null when the structure is broken anywhere (truncated, bad leader or directory). */
export function splitMarc(data: Buffer): Buffer[] | null {
  const records: Buffer[] = [];
  let start = 0;
  while (start < data.length) {
    const end = data.indexOf(RECORD_END, start);
    if (end < 0) {
      // What follows the last record end must be nothing but line breaks or spaces.
      if (data.subarray(start).every((byte) => byte <= 0x20)) break;
      return null;
    }
    const record = data.subarray(start, end + 1);
    if (!wellFormed(record)) return null;
    records.push(record);
    start = end + 1;
    while (start < data.length && (data[start] === 0x0a || data[start] === 0x0d)) start++;
  }
  return records;
}

function wellFormed(record: Buffer): boolean {
  if (record.length < 26) return false;
  const length = digits(record, 0, 5);
  const base = digits(record, 12, 17);
  if (length !== record.length || base === null || base > length || (base - 25) % 12 !== 0) return false;
  for (let off = 24; off < base - 1; off += 12) {
    const len = digits(record, off + 3, off + 7);
    const pos = digits(record, off + 7, off + 12);
    if (len === null || pos === null || base + pos + len > length) return false;
  }
  return record[base - 1] === 0x1e;
}

/** Reads a record's text as `encoding` ('utf-8' or 'euc-kr'): the byte offsets stay the directory's. */
export function parseMarc(record: Buffer, encoding: string): Record {
  if (encoding === 'utf-8') return Iso2709Parser.parse(record);
  return Iso2709Parser.parse({
    toString: (_enc: string, from: number, to: number) => iconv.decode(record.subarray(from, to), 'cp949'),
  });
}

/** ISBD punctuation that ends a subfield (' :', ' /', ' ;', ' =', ',', '.'). */
const trimIsbd = (text: string | undefined) => (text ?? '').replace(/[\s:;/=,.]+$/, '').trim();

function subfields(field: MarcField): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 2; i + 1 < field.length; i += 2) pairs.push([field[i]!, field[i + 1]!]);
  return pairs;
}

function first(record: Record, tags: string[], code: string): string {
  for (const tag of tags) {
    for (const field of record.fields) {
      if (field[0] !== tag) continue;
      const found = subfields(field).find(([c]) => c === code);
      if (found && trimIsbd(found[1])) return trimIsbd(found[1]);
    }
  }
  return '';
}

/** The copies of one record as import units (one per 049 $l; one refused unit when there is none). */
export function unitsOfRecord(record: Record, lineNo: number): ImportUnit[] {
  const a = first(record, ['245'], 'a');
  const p = first(record, ['245'], 'p');
  const b = first(record, ['245'], 'b');
  const fullTitle = [a, p].filter(Boolean).join(' ') + (b ? ` :${b}` : '');
  const responsibility = first(record, ['245'], 'd');
  const classNo = first(record, ['090'], 'a');
  const bookNo = first(record, ['090'], 'b');
  const book = {
    lineNo,
    title: fullTitle || null,
    volume: first(record, ['245'], 'n') || null,
    author: first(record, ['100', '700'], 'a') || responsibility || null,
    publisher: first(record, ['260', '264'], 'b') || null,
    pubYear: /\d{4}/.exec(first(record, ['260', '264'], 'c'))?.[0] ?? null,
    isbn: first(record, ['020'], 'a').split(/[\s(]/)[0] || null,
    isbnAddCode: first(record, ['020'], 'g') || null,
    kdc: first(record, ['056'], 'a') || null,
  };
  const baseCallNo = [classNo, bookNo].filter(Boolean).join(' ');
  const copies: ImportUnit[] = [];
  for (const field of record.fields.filter((f) => f[0] === '049')) {
    let copy: { regNo: string; v?: string; c?: string; f?: string } | null = null;
    const flush = () => {
      if (!copy) return;
      const callNo = [copy.f, baseCallNo, copy.v ? `v.${copy.v}` : '', copy.c ? `c.${copy.c}` : '']
        .filter(Boolean)
        .join(' ');
      copies.push({ ...book, regNo: copy.regNo, callNo: callNo || null });
    };
    for (const [code, value] of subfields(field)) {
      if (code === 'l') {
        flush();
        copy = { regNo: value.trim() };
      } else if (copy && (code === 'v' || code === 'c' || code === 'f')) copy[code] = value.trim();
    }
    flush();
  }
  return copies.length > 0 ? copies : [{ ...book, regNo: null, callNo: baseCallNo || null }];
}

/** A book and its copies, as the export writes them. */
export type ExportBook = {
  recordKey: string;
  isbn: string | null;
  isbnAddCode: string | null;
  title: string;
  subtitle: string | null;
  volume: string | null;
  author: string | null;
  publisher: string | null;
  pubYear: number | null;
  kdc: string | null;
  copies: { regNo: string; callNo: string }[];
};

/** One MARC record (UTF-8, leader position 9 'a') per book, its copies in 049 $l and the call number in 090. */
export function marcOfBook(b: ExportBook): Buffer {
  const record = new Record();
  record.leader = '00000nam a2200000 c 4500';
  const title: string[] = ['a', b.title];
  if (b.subtitle) title.push('b', b.subtitle);
  if (b.volume) title.push('n', b.volume);
  if (b.author) title.push('d', b.author);
  const fields: MarcField[] = [['001', b.recordKey]];
  if (b.isbn) fields.push(['020', '  ', 'a', b.isbn, ...(b.isbnAddCode ? ['g', b.isbnAddCode] : [])]);
  fields.push(['049', '0 ', ...b.copies.flatMap((c) => ['l', c.regNo])]);
  if (b.kdc) fields.push(['056', '  ', 'a', b.kdc, '2', '6']);
  if (b.copies[0]) fields.push(['090', '  ', 'a', b.copies[0].callNo]);
  if (b.author) fields.push(['100', '1 ', 'a', b.author]);
  fields.push(['245', '00', ...title]);
  if (b.publisher || b.pubYear)
    fields.push(['260', '  ', 'b', b.publisher ?? '', ...(b.pubYear ? ['c', String(b.pubYear)] : [])]);
  record.fields = fields;
  return Buffer.from(Iso2709Formater.format(record), 'utf8');
}
