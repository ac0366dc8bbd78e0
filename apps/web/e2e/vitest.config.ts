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
    // A condition, not a clock: expect.poll keeps checking until it holds; its 1 s default failed pages
    // that were merely slow on two shared cores (the class list under load 11).
    expect: { poll: { timeout: 30_000, interval: 100 } },
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
