import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo1234!';

/** Logs in through the StudentLogin form, as a user does. */
export async function loginWithForm(page: Page, baseURL: string, id: string, site = '') {
  await page.goto(`${baseURL}${site}/StudentLogin`);
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('button', { name: '로그아웃' }).waitFor();
}

/** Opens an SSO session in the page's browser context (the SSO's own login call sets its cookie). */
export async function ssoLogin(page: Page, baseURL: string, id: string) {
  await page.goto(`${baseURL}/StudentLogin`);
  const status = await page.evaluate(
    async ([id, password]) => {
      const res = await fetch('/keris-sso/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, password }),
      });
      return res.status;
    },
    [id, DEMO_PASSWORD] as const,
  );
  if (status !== 200) throw new Error(`SSO login of ${id} answered ${status}`);
}

export function alertDialog(page: Page) {
  return page.getByRole('alertdialog');
}

function freePort(): Promise<number> {
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
 * A second portal with its own environment (e.g. SESSION_IDLE_SECONDS=4), started as the global setup
 * starts the first: production build, fresh embedded database, demo data.
 */
export async function startPortal(env: Record<string, string>) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-auth-'));
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], {
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
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the second server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stored login, read once the logout's form post has finished navigating. */
export async function storedLogin(page: Page, key = 'login'): Promise<string | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await page.waitForLoadState('load');
      return await page.evaluate((k) => localStorage.getItem(k), key);
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('the page kept navigating');
}
