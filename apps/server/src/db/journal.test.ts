import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

/**
 * drizzle's migrator applies only the journal entries whose `when` is later than the last migration a
 * database applied: an entry out of order (a merged branch's older stamp) is skipped on every database
 * that already ran its predecessor, and its tables never appear there.
 */
describe('the migration journal', () => {
  it('stamps every entry later than the one before, numbered in order', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]?.when ?? 0);
    });
  });

  it('has a SQL file and a snapshot for each entry, chained by prevId', () => {
    const files = new Set(readdirSync(folder));
    let prevId: string | undefined;
    for (const entry of journal.entries) {
      expect(files.has(`${entry.tag}.sql`), entry.tag).toBe(true);
      const snapshot = JSON.parse(
        readFileSync(path.join(folder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`), 'utf8'),
      ) as { id: string; prevId: string };
      if (prevId) expect(snapshot.prevId, entry.tag).toBe(prevId);
      prevId = snapshot.id;
    }
  });
});
