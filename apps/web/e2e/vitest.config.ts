import { defineProject } from 'vitest/config';

/** End-to-end tier: a real server on a fresh PGlite folder, the production build, real Chromium. */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
