import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to PGlite in the data folder with demo data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(true);
    expect(config.database.kind).toBe('pglite');
  });

  it('selects PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('keeps PGlite in memory when DATA_DIR is memory', () => {
    expect(loadConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('refuses bad values and names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
