import { defineConfig } from 'vitest/config';

/**
 * Every test tier as a Vitest project. `server-postgres` reruns the API suite on real PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it); `e2e` drives Chromium against the production build.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: { name: 'server-postgres', root: './apps/server', env: { TEST_DB_ENGINE: 'postgres' } },
            },
          ]
        : []),
      './apps/web/e2e/vitest.config.ts',
    ],
  },
});
