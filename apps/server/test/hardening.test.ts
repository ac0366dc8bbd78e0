import { connect } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * The inputs issue 23 (finding 4) found answering 500: each now answers 4xx in the FAIL envelope.
 * The generated-input test (generated-input.test.ts) covers every route; these are the named ones.
 */
const t = useTestApp();
let student: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  student = await loginAs(t.app, 'student1');
});

const NUL = '\u0000';

function multipart(fields: Record<string, string>, boundary = 'XBOUNDARY') {
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return `${body}--${boundary}--\r\n`;
}

async function expectFailEnvelope(options: InjectOptions, status?: number) {
  const res = await t.app.inject(options);
  const label = `${options.method ?? 'GET'} ${options.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  if (status) expect(res.statusCode, label).toBe(status);
  const body = res.json();
  expect(body, label).toEqual({ status: 'FAIL', message: expect.any(String), data: null });
  expect(body.message, label).toMatch(/[가-힣]/);
  return res;
}

describe('integers past 32 bits answer 400, never reaching the database', () => {
  it.each([
    '/schome/service/main/footer/detail?schKey=9999999999',
    '/schome/service/statistics/menu?schKey=9999999999&menuName=%EB%8F%84%EC%84%9C&type=01',
    '/alpasq/api/detail/info?bookKey=4294967296',
    '/alpasq/api/detail/info?bookKey=9999999999',
  ])('GET %s', async (url) => {
    await expectFailEnvelope({ url }, 400);
  });

  it('POST /alpasq/api/search with schKey=9999999999', async () => {
    await expectFailEnvelope(
      { method: 'POST', url: '/alpasq/api/search', payload: { searchKeyword: '책', schKey: '9999999999' } },
      400,
    );
  });
});

describe('a key past int4 in a JSON body answers 400 (the generated-input test found 500 on PostgreSQL)', () => {
  it.each([
    ['/schome/service/recommendbook/my-activities/customized/delete', { answerKey: '9999999999' }],
    ['/schome/service/recommendbook/my-activities/picks/delete', { recommendKey: 9999999999 }],
  ])('POST %s', async (url, payload) => {
    await expectFailEnvelope({ method: 'POST', url, headers: student.headers, payload }, 400);
  });
});

describe('a NUL character answers 400, never reaching the database', () => {
  it.each([
    `/schome/service/statistics/menu?menuName=a${encodeURIComponent(NUL)}b&type=01`,
    `/schome/service/member/school/list?keyword=%EA%B0%80%EB%9D%BD${encodeURIComponent(NUL)}`,
  ])('GET %s', async (url) => {
    await expectFailEnvelope({ url }, 400);
  });

  it.each([
    ['/alpasq/api/search/aggkw', { searchKeyword: `책${NUL}` }],
    ['/schome/auth/member/login', { id: `student1${NUL}`, password: 'x' }],
    ['/keris-sso/v1/login', { id: `student1${NUL}`, password: 'x' }],
    [
      '/schome/service/member/signup',
      {
        role: '04',
        agreeUseCondition: 'Y',
        agreePersonalPrivacy: 'Y',
        id: 'nulname01',
        password: 'Abcd1234!x',
        name: `홍${NUL}길동`,
      },
    ],
  ])('POST %s', async (url, payload) => {
    await expectFailEnvelope({ method: 'POST', url, payload }, 400);
  });

  it('refuses other control characters and lone surrogates too, but keeps tabs and line breaks in text', async () => {
    for (const bad of ['\u0001', '\u001b', '\u007f', '\ud800']) {
      await expectFailEnvelope(
        { method: 'POST', url: '/alpasq/api/search/aggkw', payload: { searchKeyword: `책${bad}` } },
        400,
      );
    }
    const fine = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: '해리\t포터\n' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('checks headers, the query and nested keys on every request, a cached read too, and names the field', async () => {
    const url = '/schome/service/main/menu/list';
    const header = await expectFailEnvelope({ url, headers: { 'x-note': 'a\u0085b' } }, 400);
    expect(header.json().message).toMatch(/^x-note: /);
    const query = await expectFailEnvelope(
      { url: '/alpasq/api/keyword/best?type=D&neisCode=7%0130102' },
      400,
    );
    expect(query.json().message).toMatch(/^neisCode: /);
    const key = await expectFailEnvelope(
      { method: 'POST', url: '/alpasq/api/search', payload: { filters: { [`a${NUL}`]: 'x' } } },
      400,
    );
    expect(key.json().message).toMatch(/^filters: /);
    expect((await t.app.inject({ url, headers: { 'x-note': 'memo\tnote' } })).statusCode).toBe(200);
  });
});

describe('multipart loan history', () => {
  it.each(['getResLibList', 'getResLoanHist'])('answers 400 for %s without a boundary', async (name) => {
    await expectFailEnvelope(
      {
        method: 'POST',
        url: `/schome/service/loan/loanHistory/${name}`,
        headers: { ...student.headers, 'content-type': 'multipart/form-data' },
        payload: multipart({ memberKey: String(student.data.memberKey) }),
      },
      400,
    );
  });

  it.each(['2025-02-30', '2025-13-01', '2025-00-10', '2023-02-29'])(
    'answers 400 for the impossible date %s in getResLoanHist',
    async (date) => {
      const res = await expectFailEnvelope(
        {
          method: 'POST',
          url: '/schome/service/loan/loanHistory/getResLoanHist',
          headers: { ...student.headers, 'content-type': 'multipart/form-data; boundary=XBOUNDARY' },
          payload: multipart({ memberKey: String(student.data.memberKey), startDate: date }),
        },
        400,
      );
      expect(res.json().message).toContain('startDate');
    },
  );

  it('refuses a NUL in a form field', async () => {
    await expectFailEnvelope(
      {
        method: 'POST',
        url: '/schome/service/loan/loanHistory/getResLoanHist',
        headers: { ...student.headers, 'content-type': 'multipart/form-data; boundary=XBOUNDARY' },
        payload: multipart({ memberKey: String(student.data.memberKey), libCode: `A${NUL}` }),
      },
      400,
    );
  });

  it('still answers a real leap day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/loan/loanHistory/getResLoanHist',
      headers: { ...student.headers, 'content-type': 'multipart/form-data; boundary=XBOUNDARY' },
      payload: multipart({ memberKey: String(student.data.memberKey), startDate: '2024-02-29' }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a malformed cookie', () => {
  it.each(['keris_sso=%FF%00', 'keris_sso=%E0%A4%A', 'keris_sso=%00abc'])(
    'answers 400 on the SSO logout for %s',
    async (cookie) => {
      await expectFailEnvelope(
        {
          method: 'POST',
          url: '/keris-sso/v1/logout',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'site=%2F&returnURL=%2F',
        },
        400,
      );
    },
  );
});

/** One raw HTTP exchange with the listening app (what Node's parser refuses never reaches inject). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

describe('answers the router and the HTTP parser refuse are envelopes too', () => {
  it.each([
    ['/schome/service/main/footer/detail%E0%A4%A', 400],
    ['/dls/api/desk/%ED%A0%80/patron', 400],
    [`/dls/api/desk/${'A'.repeat(300)}/patron`, 414],
  ])('GET %s answers %i in the envelope', async (url, status) => {
    await expectFailEnvelope({ url }, status);
  });

  it('answers headers and an address past the limit with 431 in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    for (const head of [
      `GET /healthz HTTP/1.1\r\nHost: x\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /schome/service/main/footer/detail?schKey=${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await rawRequest(port, head);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        status: 'FAIL',
        message: '요청 헤더가 너무 큽니다.',
        data: null,
      });
    }
    const garbage = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"status":"FAIL"');
  });
});

describe('secure headers and compression', () => {
  it('sends the CSP, frame-ancestors, nosniff and the referrer policy on API answers and pages', async () => {
    for (const url of ['/healthz', '/schome/service/main/menu/list', '/keris-sso/v1/assets/sso.css']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('lets the e-book hand-over form reach the e-libraries and nothing else off the site', async () => {
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    const formAction = csp.split(';').find((d) => d.trim().startsWith('form-action'))!;
    expect(formAction).toContain("'self'");
    expect(formAction).toContain('https://e-lib.sen.go.kr');
    expect(formAction).not.toContain('*');
  });

  it('compresses a JSON answer for a client that accepts it and keeps the envelope', async () => {
    const res = await t.app.inject({
      url: '/schome/service/main/menu/list',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.status).toBe('OK');
  });

  it('serves the SSO pages with their style from a stylesheet, not an inline style', async () => {
    const res = await t.app.inject({ url: '/keris-sso/v1/assets/sso.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('font-family');
  });
});

describe('the OIDC provider mount', () => {
  it('answers its root with a query as the provider does, not a 500', async () => {
    const res = await t.app.inject({ url: '/keris-sso/oidc?a=1' });
    expect(res.statusCode).toBe(404);
  });
});
