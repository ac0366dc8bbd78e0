import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardFile } from '../../../db/schema/portal-community.ts';
import type { FileStore } from './storage.ts';

/** The seeded attachments' bytes, kept in the repository (db/seed-data/community). */
export const SEED_FILES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../db/seed-data/community',
);

/**
 * Seeded posts name their files by `seed/<name>` keys; the seed cannot reach the file store (it runs
 * before the app exists), so the store gets any missing seeded object here, at start. A few small files.
 */
export async function ensureSeedFiles(db: Db, store: FileStore) {
  const rows = await db
    .select({ storageKey: boardFile.storageKey })
    .from(boardFile)
    .where(like(boardFile.storageKey, 'seed/%'));
  for (const { storageKey } of rows) {
    if (await store.exists(storageKey)) continue;
    const name = storageKey.slice('seed/'.length);
    await store.put(storageKey, await readFile(path.join(SEED_FILES_DIR, name)));
  }
}
