// `npm test`: lint, typecheck, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the production build, then end-to-end tests in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n> ${title}`);
  run(command, args, env);
}

function vitest(title, projects) {
  const out = path.join(reports, `${projects.join('-')}.json`);
  console.log(`\n> ${title}`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const result = spawnSync(bin('vitest'), args, { cwd: root, stdio: 'inherit', env: process.env });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
  return result.status === 0;
}

step('lint and format (biome)', bin('biome'), ['check', '.']);
step('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']);

const projects = ['contract', 'server', 'web'];
if (process.env.TEST_DATABASE_URL) projects.push('server-postgres');
else console.log('\n(TEST_DATABASE_URL is not set: the API suite runs on PGlite only)');
let ok = vitest(`unit and API tests: ${projects.join(', ')}`, projects);

if (ok) {
  step('production build of the web app', 'npm', ['run', 'build', '--silent']);
  ok = vitest('end-to-end tests in Chromium', ['e2e']);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
