import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One migrated, seeded database per run, copied by every file's app (test/template-database.ts).
    globalSetup: ['test/template-database.ts'],
  },
});
