import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/lifecycle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's migrated, seeded database that every test file's app starts from (a copy each): a PGlite
     * tarball's path, or the name of a PostgreSQL template database. Empty when there is none.
     */
    templateDatabase: { engine: 'pglite'; file: string } | { engine: 'postgres'; name: string } | null;
  }
}

/**
 * Vitest global setup of the API suite: migrating and seeding a database takes many seconds, and each
 * test file wants its own. Do it once per run and let every file copy the result (PGlite: a data-folder
 * tarball; PostgreSQL: `create database … template`). The lifecycle and seed tests still prepare their own.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('server-postgres needs TEST_DATABASE_URL');
    const name = `portal_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await prepareDatabase({
      database: { kind: 'postgres', url: url.toString() },
      seedDemo: true,
    });
    await database.close();
    project.provide('templateDatabase', { engine: 'postgres', name });
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const database = await prepareDatabase({ database: { kind: 'pglite', dataDir: null }, seedDemo: true });
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { engine: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
