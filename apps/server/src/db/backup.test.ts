import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabaseConfig, testEngine } from '../../test/test-app.ts';
import type { Config } from '../config.ts';
import { prepareDatabase } from '../lifecycle.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { type Database, openDatabase } from './client.ts';

const template = inject('templateDatabase');
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Snapshot = {
  tables: Record<string, { rows: number; digest: string; sample: string[] }>;
  sequences: Record<string, string | null>;
};

/** Every table's row count, a digest of all its rows and its first rows in text order; every sequence's value. */
async function snapshotOf(database: Database): Promise<Snapshot> {
  const { rows: tables } = await database.query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const snapshot: Snapshot = { tables: {}, sequences: {} };
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const name = `"${s}"."${t}"`;
    const { rows } = await database.query(
      `select count(*)::int as rows, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest,
              (select coalesce(array_agg(r), '{}') from
                 (select y::text as r from ${name} y order by 1 limit 3) sample) as sample
       from ${name} x`,
    );
    snapshot.tables[`${s}.${t}`] = rows[0] as Snapshot['tables'][string];
  }
  const { rows: sequences } = await database.query(
    `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences`,
  );
  for (const { name, value } of sequences as { name: string; value: string | null }[])
    snapshot.sequences[name] = value;
  return snapshot;
}

/** A change of this test's own after the seed, with Korean text: the backup must hold it too. */
async function addProbe(database: Database) {
  await database.query('create table public.backup_probe (note text)');
  await database.query(`insert into public.backup_probe values ('백업 확인 ✓')`);
}

/** Backs `source` up, restores it into `target`, and compares what each holds; a second restore is refused. */
async function roundTrip(source: Config['database'], target: Config['database'], file: string) {
  const original = await openDatabase(source);
  await addProbe(original);
  const before = await snapshotOf(original);
  await original.close();

  await backupDatabase(source, file);
  await restoreDatabase(target, file);
  const restored = await openDatabase(target);
  const after = await snapshotOf(restored);
  await restored.close();

  expect(Object.keys(before.tables).length).toBeGreaterThan(50);
  expect(before.tables['portal.member']!.rows).toBeGreaterThan(0);
  expect(before.tables['public.backup_probe']!.sample).toEqual(['("백업 확인 ✓")']);
  expect(after).toEqual(before);
  await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty/);
}

describe.runIf(testEngine === 'pglite')('backup and restore on PGlite (decision 281)', () => {
  it('restores a seeded data folder into a fresh one with every row', { timeout: 120_000 }, async () => {
    const source = { kind: 'pglite' as const, dataDir: path.join(work, 'source') };
    if (template?.engine === 'pglite') {
      const seeded = await openDatabase(source, { loadDataDir: new Blob([readFileSync(template.file)]) });
      await seeded.close();
    } else await (await prepareDatabase({ database: source, seedDemo: true })).close();
    await roundTrip(
      source,
      { kind: 'pglite', dataDir: path.join(work, 'restored') },
      path.join(work, 'b.tar.gz'),
    );
  });
});

describe.runIf(testEngine === 'postgres')('backup and restore on PostgreSQL (decision 281)', () => {
  it('restores a seeded database into a new one with every row (pg_dump, pg_restore)', {
    timeout: 120_000,
  }, async () => {
    const source = await createTestDatabaseConfig(
      template?.engine === 'postgres' ? template.name : undefined,
    );
    const target = await createTestDatabaseConfig();
    try {
      if (template?.engine !== 'postgres')
        await (await prepareDatabase({ database: source.database, seedDemo: true })).close();
      await roundTrip(source.database, target.database, path.join(work, 'b.dump'));
    } finally {
      await source.drop();
      await target.drop();
    }
  });
});
