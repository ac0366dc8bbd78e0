import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the portal as `npm start` does (production build, fresh embedded database, demo data) on a free
 * port, with extra environment (e.g. SESSION_IDLE_SECONDS=4), and waits until /healthz answers.
 * Used by the e2e global setup, the e2e tests that need a second portal, and the benchmarks. Up to five
 * minutes: a fresh database seeds every demo area, and the two shared cores are often busy.
 */
export async function startPortal(env: Record<string, string> = {}, timeoutMs = 300_000) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const healthy = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
