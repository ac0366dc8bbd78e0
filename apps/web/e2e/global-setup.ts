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
  const { baseURL, stop } = await startPortal();
  project.provide('baseURL', baseURL);

  return stop;
}
