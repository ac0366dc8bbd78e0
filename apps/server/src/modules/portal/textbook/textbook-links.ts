import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The curated links of books to school subjects (textbook-links.csv, decision 290): for a school level,
 * a grade and a subject, the unit (교과 단원) a real title is read with. `title` is matched as a part of
 * the catalogue's title ("역사의 쓸모" finds "(어린이를 위한) 역사의 쓸모").
 */
export type TextbookLink = {
  schoolLevel: string;
  grade: number;
  subjectCode: string;
  unitName: string;
  title: string;
  author: string;
};

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'textbook-links.csv');

/** Parses the file's lines (no field holds a comma or a quote); a malformed line throws at start. */
export function parseTextbookLinks(text: string): TextbookLink[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (header !== 'school_level,grade,subject,unit,title,author')
    throw new Error('textbook-links.csv: header');
  return lines.map((line, i) => {
    const f = line.split(',').map((x) => x.trim());
    const grade = Number(f[1]);
    if (f.length !== 6 || !/^0[123]$/.test(f[0]!) || !Number.isInteger(grade) || f.some((x) => x === '')) {
      throw new Error(`textbook-links.csv line ${i + 2}: ${line}`);
    }
    return {
      schoolLevel: f[0]!,
      grade,
      subjectCode: f[2]!,
      unitName: f[3]!,
      title: f[4]!,
      author: f[5]!,
    };
  });
}

let cached: TextbookLink[] | null = null;

/** Every curated link, read once. */
export function textbookLinks(): TextbookLink[] {
  cached ??= parseTextbookLinks(readFileSync(FILE, 'utf8'));
  return cached;
}
