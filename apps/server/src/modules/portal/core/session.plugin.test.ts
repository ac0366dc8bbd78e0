import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseConfig, loginAs } from '../../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { prepareDatabase } from '../../../lifecycle.ts';
import { requireMember, requireRole } from './session.plugin.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const config = await createTestDatabaseConfig();
  drop = config.drop;
  const database = await prepareDatabase({ database: config.database, seedDemo: true });
  app = await buildApp({
    config: { logLevel: 'silent', logPretty: false, webDist: '/nonexistent-web-dist' },
    database,
  });
  app.get('/test/me', async (request) => ({ loginId: requireMember(request).loginId }));
  app.get('/test/teachers', { preHandler: requireRole('02', '03') }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function headersOf(id: string) {
  return (await loginAs(app, id)).headers;
}

describe('the session plugin', () => {
  it('resolves request.member from matching headers', async () => {
    const res = await app.inject({ url: '/test/me', headers: await headersOf('student1') });
    expect(res.json()).toEqual({ loginId: 'student1' });
  });

  it('answers 401 from requireMember without a token', async () => {
    expect((await app.inject({ url: '/test/me' })).statusCode).toBe(401);
  });

  it('answers 403 when a student calls a teacher route', async () => {
    const res = await app.inject({ url: '/test/teachers', headers: await headersOf('student4') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('접근이 불가합니다.');
  });

  it('lets a teacher call a teacher route', async () => {
    const res = await app.inject({ url: '/test/teachers', headers: await headersOf('teacher1') });
    expect(res.statusCode).toBe(200);
  });

  it('matches a member without a school only with no schKey header', async () => {
    const headers = await headersOf('member1');
    expect((await app.inject({ url: '/test/me', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/test/me', headers: { ...headers, schKey: '1' } })).statusCode).toBe(
      401,
    );
  });
});
