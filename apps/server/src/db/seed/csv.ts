import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const seedDataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed-data');

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseDelimited(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a seed file with a header row into records keyed by column name. */
export function readRecords(fileName: string): Record<string, string>[] {
  const text = readFileSync(path.join(seedDataDir, fileName), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseDelimited(text, fileName.endsWith('.tsv') ? '\t' : ',');
  if (!header) return [];
  return rows
    .filter((r) => r.length > 1 || (r[0] ?? '') !== '')
    .map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}

/** Splits rows into batches so one INSERT never carries too many parameters. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const emptyToNull = (value: string | undefined): string | null => (value ? value : null);
