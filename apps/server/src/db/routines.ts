import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * SQL functions kept beside the code that calls them (docs/decisions/066), in the order they are applied:
 * a function another one calls comes first. Each file is `CREATE OR REPLACE` statements separated by
 * drizzle's `--> statement-breakpoint`, applied after the migrations at every start.
 */
export const ROUTINE_FILES = [
  'modules/search/holdings/holdings.sql',
  'modules/library/circulation/checkout.sql',
  'modules/search/catalogue/did-you-mean.sql',
] as const;

/** The statements of a routine file. */
export function routineStatements(file: (typeof ROUTINE_FILES)[number]): string[] {
  return readFileSync(path.join(src, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim() !== '');
}

/**
 * Applies every routine file in one transaction. Idempotent (`CREATE OR REPLACE`), so it runs at every
 * start: a database that ran migration 0007 gets the current bodies, a new one gets them for the first time.
 */
export async function applyRoutines(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const file of ROUTINE_FILES) {
      for (const statement of routineStatements(file)) await tx.execute(sql.raw(statement));
    }
  });
}
