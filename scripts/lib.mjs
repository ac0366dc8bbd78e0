// Helpers shared by the root scripts. Plain Node, no dependencies: they run before `npm ci` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Loads `.env` from the repository root into process.env, when there is one (Node's own parser). */
export function loadEnvFile() {
  const file = path.join(root, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Installs the locked dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('> npm ci (installing the locked dependencies)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Runs a command in the repository root, inheriting output; exits the script if it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a long-running child and forwards SIGINT/SIGTERM to it, exiting with its code. */
export function serve(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}
