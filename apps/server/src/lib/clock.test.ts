import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  createClock,
  dateText,
  daysBetween,
  koreaDate,
  koreaDateTime,
  koreaDayEnd,
  koreaDayStart,
} from './clock.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every product source file of apps/* and packages/* (tests, fixtures of tests and e2e aside). */
function productFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const group of ['apps', 'packages'])
    for (const pkg of readdirSync(path.join(ROOT, group))) {
      const src = path.join(ROOT, group, pkg, 'src');
      try {
        walk(src);
      } catch {
        // a package without src/
      }
    }
  return files;
}

/**
 * Ways to cut a day out of an instant in UTC (or in the device's zone): anything written before 09:00 in
 * Korea would show yesterday. Days come from the clock (server) or lib/dates.ts (web) instead.
 */
export const UTC_DATE_CUTS: { name: string; pattern: RegExp }[] = [
  {
    name: 'toISOString()/toJSON() cut',
    pattern: /\.to(?:ISOString|JSON)\(\)\s*\.(?:slice|substring|substr|split)\(/,
  },
  {
    name: 'an instant field cut to 10 characters',
    pattern: /\b\w*(?:At|regDate|modDate|updDate)\??\.slice\(0,\s*10\)/,
  },
  { name: 'a date in the device’s zone', pattern: /\.toLocaleDateString\((?![^)]*timeZone)/ },
];

export function utcDateCuts(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      UTC_DATE_CUTS.filter((c) => c.pattern.test(line)).map((c) => `${i + 1}: ${c.name}: ${line.trim()}`),
    );
}

describe('the one clock in Korea time (decision 235)', () => {
  it('cuts 05:00 in Korea (20:00 UTC the day before) to the Korea day', () => {
    const clock = createClock(() => new Date('2026-11-28T20:00:00Z'));
    expect(clock.today()).toBe('2026-11-29');
    expect(koreaDate(new Date('2026-11-28T14:59:59.999Z'))).toBe('2026-11-28');
    expect(koreaDateTime(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29T05:00:00.000+09:00');
    expect(Date.parse(koreaDateTime(new Date('2026-11-28T20:00:00Z')))).toBe(
      Date.parse('2026-11-28T20:00:00Z'),
    );
  });

  it('follows a replaced now (tests let time pass)', () => {
    const clock = createClock(() => new Date('2026-03-01T00:00:00Z'));
    clock.now = () => new Date('2026-03-31T15:00:00Z');
    expect(clock.today()).toBe('2026-04-01');
  });

  it('answers a Korea day’s first and last instants', () => {
    expect(koreaDayStart('2026-11-29').toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(koreaDayEnd('2026-11-29').toISOString()).toBe('2026-11-29T14:59:59.999Z');
  });

  it('does calendar arithmetic in whole days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(dateText(new Date('2026-05-05T00:00:00Z'))).toBe('2026-05-05');
    expect(dateText('2026-05-05')).toBe('2026-05-05');
  });

  it('finds a UTC date cut in a line of code (the guard can fail)', () => {
    expect(utcDateCuts('const d = new Date().toISOString().slice(0, 10);')).toHaveLength(1);
    expect(utcDateCuts("const d = at.toISOString().split('T')[0];")).toHaveLength(1);
    expect(utcDateCuts('const d = at.toJSON().slice(0, 10);')).toHaveLength(1);
    expect(utcDateCuts('{item.requestedAt.slice(0, 10)}')).toHaveLength(1);
    expect(utcDateCuts("d.toLocaleDateString('en-CA')")).toHaveLength(1);
    expect(utcDateCuts('regDate: koreaDate(row.createdAt),')).toHaveLength(0);
  });

  it('leaves no UTC date cut in product code of apps/*/src and packages/*/src', () => {
    const found = productFiles().flatMap((file) =>
      utcDateCuts(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
