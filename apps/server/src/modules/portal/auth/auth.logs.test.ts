import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig, loginAs } from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { prepareDatabase } from '../../../lifecycle.ts';

const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const config = await createTestDatabaseConfig();
  drop = config.drop;
  const database = await prepareDatabase({ database: config.database, seedDemo: true });
  app = await buildApp({
    config: { logLevel: 'trace', logPretty: false, webDist: '/nonexistent-web-dist' },
    database,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('what the logs keep of a login', () => {
  it('never writes the password, the session token or the SSO cookie, even at trace level', async () => {
    const password = 'demo1234!';
    const { data, headers, ssoCookie: cookie } = await loginAs(app, 'student1', password);
    const { token } = data;
    await app.inject({ url: '/schome/auth/member/checkdup', headers: { ...headers, cookie } });
    await loginAs(app, 'student1', 'Wr0ng-pass');
    const log = lines.join('');
    expect(log).toContain('/schome/auth/member/login');
    expect(log).not.toContain(password);
    expect(log).not.toContain('Wr0ng-pass');
    expect(log).not.toContain(token);
    expect(log).not.toContain(cookie.split('=')[1]!);
  });
});
