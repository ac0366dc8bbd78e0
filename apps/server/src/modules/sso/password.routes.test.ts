import { PASSWORD_CHANGE_MESSAGES } from '@reading/contract/auth/password-change';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-members.ts';
import { SSO_MESSAGES } from './sso.service.ts';

const t = useTestApp();

const change = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/keris-sso/v1/password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const ssoLogin = (id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/keris-sso/v1/login', payload: { id, password } });

const NEW_PASSWORD = 'Reading#2026';

describe('the SSO password change (decision 088)', () => {
  it('shows the form in Korean with the SSO user filled in, and a return path only on this site', async () => {
    const { ssoCookie } = await loginAs(t.app, 'teacher1');
    const res = await t.app.inject({
      method: 'GET',
      url: '/keris-sso/v1/password?returnURL=//evil.example/x',
      headers: { cookie: ssoCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>비밀번호 변경</h1>');
    expect(res.body).toContain('value="teacher1"');
    expect(res.body).toContain('name="returnURL" value="/"');
    const mine = await t.app.inject({ method: 'GET', url: '/keris-sso/v1/password?returnURL=/InfoUpdate' });
    expect(mine.body).toContain('name="returnURL" value="/InfoUpdate"');
    expect(mine.body).not.toContain('value="teacher1"');
  });

  it('refuses bad input with the rule it breaks (400), keeping the password as it was', async () => {
    const base = { id: 'member1', currentPassword: DEMO_PASSWORD, newPasswordConfirm: NEW_PASSWORD };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, newPassword: 'short1!' }, PASSWORD_CHANGE_MESSAGES.rules],
      [{ ...base, newPassword: 'Reading#2027' }, PASSWORD_CHANGE_MESSAGES.confirm],
      [
        { ...base, newPassword: 'member1#abc', newPasswordConfirm: 'member1#abc' },
        PASSWORD_CHANGE_MESSAGES.hasId,
      ],
      [
        { ...base, newPassword: DEMO_PASSWORD, newPasswordConfirm: DEMO_PASSWORD },
        PASSWORD_CHANGE_MESSAGES.same,
      ],
      [{ ...base, currentPassword: '', newPassword: NEW_PASSWORD }, PASSWORD_CHANGE_MESSAGES.current],
    ];
    for (const [form, message] of cases) {
      const res = await change(form);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(`<p class="error" role="alert">${message}</p>`);
      expect(res.body).not.toContain(form.newPassword);
    }
    expect((await ssoLogin('member1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong current password as a login does (401, one message for a wrong id too)', async () => {
    for (const id of ['member1', 'nobody99']) {
      const res = await change({
        id,
        currentPassword: 'Wrong#pass1',
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(SSO_MESSAGES.invalid);
    }
    expect((await ssoLogin('member1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password: the old one fails, the new one logs in, and open SSO sessions end', async () => {
    const { ssoCookie } = await loginAs(t.app, 'student3');
    const res = await change({
      id: 'student3',
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
      returnURL: '/High/InfoUpdate',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PASSWORD_CHANGE_MESSAGES.done);
    expect(res.body).toContain('href="/High/InfoUpdate"');
    expect((await ssoLogin('student3', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await ssoLogin('student3', NEW_PASSWORD)).statusCode).toBe(200);
    // The session opened with the old password is over: the form no longer knows who is asking.
    const form = await t.app.inject({
      method: 'GET',
      url: '/keris-sso/v1/password',
      headers: { cookie: ssoCookie },
    });
    expect(form.body).not.toContain('value="student3"');
  });
});
