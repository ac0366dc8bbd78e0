import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardFile } from '../../../db/schema/portal-community.ts';
import { SEED_FILES, SEED_FILES_DIR } from '../../../db/seed/community-files.ts';
import type { FileStore } from './storage.ts';

/**
 * Seeded posts name their files by fixed keys (db/seed/community-files.ts); the seed cannot reach the file
 * store (it runs before the app exists), so the store gets any missing seeded object here, at start.
 */
export async function ensureSeedFiles(db: Db, store: FileStore) {
  const files = Object.values(SEED_FILES);
  const rows = await db
    .select({ storageKey: boardFile.storageKey })
    .from(boardFile)
    .where(
      inArray(
        boardFile.storageKey,
        files.map((f) => f.storageKey),
      ),
    );
  for (const { storageKey } of rows) {
    if (await store.exists(storageKey)) continue;
    const file = files.find((f) => f.storageKey === storageKey)!;
    await store.put(storageKey, await readFile(path.join(SEED_FILES_DIR, file.source)));
  }
}
