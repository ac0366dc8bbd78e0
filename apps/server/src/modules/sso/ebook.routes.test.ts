import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const ebook = (form: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/keris-sso/v1/ebook.jsp',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });

describe('POST /keris-sso/v1/ebook.jsp', () => {
  it('hands the logged-in SSO user to the e-library of the region by a 303 that carries nothing of theirs', async () => {
    const { ssoCookie, data } = await loginAs(t.app, 'student1');
    const res = await ebook({ areaCode: 'B10', gradeCode: '01', userKey: 'student1' }, ssoCookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://e-lib.sen.go.kr');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['set-cookie']).toBeUndefined();
    const everything = `${res.headers.location} ${res.body}`;
    for (const secret of [data.token, ssoCookie.split('=')[1]!, 'demo1234!', 'student1']) {
      expect(everything).not.toContain(secret);
    }
  });

  it("answers '서비스 준비중입니다.' for each region without an e-library, and for A10", async () => {
    const { ssoCookie } = await loginAs(t.app, 'teacher1');
    for (const areaCode of ['C10', 'G10', 'H10', 'N10', 'A10']) {
      const res = await ebook({ areaCode, gradeCode: '02' }, ssoCookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<p class="notice" role="status">서비스 준비중입니다.</p>');
      expect(res.body).toContain('href="/Middle"');
    }
  });

  it('answers 401 with a Korean page and a way to log in without an SSO session', async () => {
    const res = await ebook({ areaCode: 'B10', gradeCode: '03' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('로그인 후 이용할 수 있습니다.');
    expect(res.body).toContain('href="/High/StudentLogin"');
    expect(res.headers.location).toBeUndefined();
  });

  it('answers 401 once the SSO session has been logged out', async () => {
    const { ssoCookie } = await loginAs(t.app, 'manager1');
    await t.app.inject({
      method: 'POST',
      url: '/keris-sso/v1/logout',
      headers: { cookie: ssoCookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'site=%2F&returnURL=%2F',
    });
    expect((await ebook({ areaCode: 'B10' }, ssoCookie)).statusCode).toBe(401);
  });

  it('answers 400 with a Korean message for a missing or unknown areaCode and a bad gradeCode', async () => {
    const { ssoCookie } = await loginAs(t.app, 'student3');
    for (const form of [
      {} as Record<string, string>,
      { areaCode: '' },
      { areaCode: 'Z99' },
      { areaCode: 'b10x' },
    ]) {
      const res = await ebook(form, ssoCookie);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('지역 코드(areaCode)가 올바르지 않습니다.');
    }
    const grade = await ebook({ areaCode: 'B10', gradeCode: '09' }, ssoCookie);
    expect(grade.statusCode).toBe(400);
    expect(grade.body).toContain('학교급 코드(gradeCode)가 올바르지 않습니다.');
  });

  it('answers 403 when userKey names someone other than the SSO session user', async () => {
    const { ssoCookie } = await loginAs(t.app, 'student4');
    const res = await ebook({ areaCode: 'C10', userKey: 'student1' }, ssoCookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('로그인한 사용자의 요청이 아닙니다. 다시 로그인해주세요.');
  });

  it('never echoes what it was sent into the page', async () => {
    const res = await ebook({ areaCode: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>');
  });
});
