import {
  type ImportField,
  type ImportFormat,
  CATALOGUE_IMPORT_MESSAGES as M,
} from '@reading/contract/search/catalogue-import';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import iconv from 'iconv-lite';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { ImportUnit } from './import-unit.ts';
import { parseMarc, splitMarc, unitsOfRecord } from './marc.ts';

/**
 * Reading a school's file whole before anything is written (issue 40; libraries in decision 282): the
 * format by its name and its content (file-type for .xlsx), the text as UTF-8 or else EUC-KR (iconv-lite,
 * CP949), MARC through marcjs, CSV through csv-parse, .xlsx through exceljs. Any fault of the file is a
 * 4xx with a Korean message, so nothing reaches the database.
 */
export const MAX_UNITS = 50_000;

export type ReadFile = {
  format: ImportFormat;
  encoding: string;
  /** MARC: the import units; CSV/Excel: the header row and the data rows, mapped at the start. */
  units: ImportUnit[] | null;
  columns: string[];
  rows: string[][] | null;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text: UTF-8 (its BOM dropped) when it is valid UTF-8, else EUC-KR; neither → 400. */
export function decodeText(data: Buffer): { text: string; encoding: string } {
  try {
    return { text: utf8.decode(data).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    const text = iconv.decode(data, 'cp949');
    if (text.includes('\uFFFD')) throw badRequest(M.encoding);
    return { text, encoding: 'euc-kr' };
  }
}

function encodingOf(data: Buffer): string {
  return decodeText(data).encoding;
}

export async function readImportFile(fileName: string, data: Buffer): Promise<ReadFile> {
  if (data.length === 0) throw badRequest(M.empty);
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'xls') throw new AppError(415, M.oldExcel);
  if (ext === 'xlsx') return readExcel(data);
  if (ext === 'csv' || ext === 'txt') return readCsv(data);
  if (['mrc', 'marc', 'dat', 'iso', 'kormarc'].includes(ext)) return readMarc(data);
  throw new AppError(415, M.fileType);
}

function readMarc(data: Buffer): ReadFile {
  const records = splitMarc(data);
  if (records === null) throw badRequest(M.truncated);
  if (records.length === 0) throw badRequest(M.empty);
  const encoding = encodingOf(data);
  const units = records.flatMap((r, i) => unitsOfRecord(parseMarc(r, encoding), i + 1));
  if (units.length > MAX_UNITS) throw badRequest(M.tooManyRows);
  return { format: 'marc', encoding, units, columns: [], rows: null };
}

function table(format: ImportFormat, encoding: string, all: string[][]): ReadFile {
  const rows = all.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) throw badRequest(M.empty);
  if (rows.length - 1 > MAX_UNITS) throw badRequest(M.tooManyRows);
  const columns = rows[0]!.map((c, i) => c.trim() || `${i + 1}열`);
  return { format, encoding, units: null, columns, rows: rows.slice(1) };
}

function readCsv(data: Buffer): ReadFile {
  const { text, encoding } = decodeText(data);
  let rows: string[][];
  try {
    rows = parseCsv(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw badRequest(M.csvBroken);
  }
  return table('csv', encoding, rows);
}

async function readExcel(data: Buffer): Promise<ReadFile> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed?.ext !== 'xlsx') throw badRequest(M.excelBroken);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(M.excelBroken);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(M.empty);
  const rows: string[][] = [];
  let formula = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formula = true;
      cells[col - 1] = cell.text ?? '';
    });
    rows.push(Array.from(cells, (c) => (c ?? '').trim()));
  });
  if (formula) throw badRequest(M.formula);
  return table('xlsx', 'utf-8', rows);
}

/** Header words of today's school library systems (DLS, KOLAS, 독서로) for each field. */
const HEADER_WORDS: [ImportField, RegExp][] = [
  ['regNo', /등록\s*번호|reg/i],
  ['callNo', /청구\s*기호|call/i],
  ['isbn', /isbn/i],
  ['title', /서명|도서명|자료명|표제|title/i],
  ['author', /저자|지은이|저작자|author/i],
  ['pubYear', /발행\s*년|출판\s*년|발행\s*연|출판\s*연|연도|year/i],
  ['publisher', /출판사|발행처|발행자|출판자|publisher/i],
  ['kdc', /kdc|분류/i],
];

/** The mapping the header suggests: each field the first column that names it. */
export function guessMapping(columns: string[]): Partial<Record<ImportField, number>> {
  const mapping: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const [field, words] of HEADER_WORDS) {
    const index = columns.findIndex((c, i) => !taken.has(i) && words.test(c));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/** Spreadsheet rows as import units by the chosen mapping (line numbers count the header as line 1). */
export function unitsOfRows(
  rows: string[][],
  mapping: Partial<Record<ImportField, number | null>>,
): ImportUnit[] {
  const cell = (row: string[], field: ImportField) => {
    const index = mapping[field];
    const value = index === undefined || index === null ? '' : (row[index] ?? '').trim();
    return value || null;
  };
  return rows.map((row, i) => ({
    lineNo: i + 2,
    regNo: cell(row, 'regNo'),
    title: cell(row, 'title'),
    volume: null,
    author: cell(row, 'author'),
    publisher: cell(row, 'publisher'),
    pubYear: cell(row, 'pubYear'),
    isbn: cell(row, 'isbn'),
    isbnAddCode: null,
    kdc: cell(row, 'kdc'),
    callNo: cell(row, 'callNo'),
  }));
}
