import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from './portal-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts the portal as `npm start` does (production build, embedded database, demo data) on a free port. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does)');
  }
  // Every e2e file logs the demo members in again (student1 a few dozen times in a run); the per-id
  // login limit (10 in 5 minutes, tested by the API suite) would refuse them depending on file order, and
  // every login comes from 127.0.0.1, past the per-address limit (60 in 5 minutes) in a fast run.
  // The embedding walk (pure-screen-embedding.e2e.ts) frames the PureScreen pages from a second local
  // server on http://localhost and a port of its own (decision 204).
  const { baseURL, stop } = await startPortal({
    LOGIN_RATE_LIMIT: '10000',
    LOGIN_ADDRESS_RATE_LIMIT: '10000',
    PURE_SCREEN_FRAME_ANCESTORS: 'http://localhost:*',
  });
  project.provide('baseURL', baseURL);

  return stop;
}
