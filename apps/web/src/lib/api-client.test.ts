import { footerDetailResponseSchema } from '@reading/contract/main/footer';
import { describe, expect, it, vi } from 'vitest';
import { ko } from '../messages/ko.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ApiError, apiClient, buildUrl, dispositionFileName } from './api-client.ts';
import { setSession } from './session-store.ts';

const footer = {
  addr: '서울특별시 중구 세종대로 110',
  telNo: '02-123-4567',
  centerNo: '1600-0000',
  copyRight: 'ⓒ',
};
const okFooter = { status: 'OK', message: '', data: { footerDetail: footer } };

function getFooter() {
  return apiClient.get('/schome/service/main/footer/detail', {
    query: { schKey: '7' },
    schema: footerDetailResponseSchema,
  });
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

describe('apiClient', () => {
  it('returns the envelope parsed by the given schema', async () => {
    mockFetch({ '/schome/service/main/footer/detail': () => jsonResponse(okFooter) });
    await expect(getFooter()).resolves.toEqual(okFooter);
  });

  it('sends the query and asks for JSON', async () => {
    const fetchMock = mockFetch({ '/schome/service/main/footer/detail': () => jsonResponse(okFooter) });
    await getFooter();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/schome/service/main/footer/detail?schKey=7');
    expect(sentHeaders(fetchMock).get('Accept')).toBe('application/json');
  });

  it('sends no identity headers without a session', async () => {
    const fetchMock = mockFetch({ '/schome/service/main/footer/detail': () => jsonResponse(okFooter) });
    await getFooter();
    const headers = sentHeaders(fetchMock);
    expect(headers.has('token')).toBe(false);
    expect(headers.has('userId')).toBe(false);
    expect(headers.has('schKey')).toBe(false);
  });

  it('sends token, userId and schKey when a token and a user id are both present', async () => {
    setSession({ token: 't-1', userId: 'student01', schKey: '7', schName: '서울초등학교' });
    const fetchMock = mockFetch({ '/schome/service/main/footer/detail': () => jsonResponse(okFooter) });
    await getFooter();
    const headers = sentHeaders(fetchMock);
    expect(headers.get('token')).toBe('t-1');
    expect(headers.get('userId')).toBe('student01');
    expect(headers.get('schKey')).toBe('7');
  });

  it('sends no identity headers when the user id is missing', async () => {
    setSession({ token: 't-1', userId: '', schKey: '7', schName: null });
    const fetchMock = mockFetch({ '/schome/service/main/footer/detail': () => jsonResponse(okFooter) });
    await getFooter();
    expect(sentHeaders(fetchMock).has('token')).toBe(false);
  });

  it("throws an ApiError with the status and the server's Korean message on a 4xx", async () => {
    mockFetch({
      '/schome/service/main/footer/detail': () =>
        jsonResponse({ status: 'FAIL', message: 'schKey: 학교 키는 숫자여야 합니다.', data: null }, 400),
    });
    const error = await getFooter().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'schKey: 학교 키는 숫자여야 합니다.' });
  });

  it('throws an ApiError when a 2xx envelope says FAIL', async () => {
    mockFetch({
      '/schome/service/main/footer/detail': () =>
        jsonResponse({ status: 'FAIL', message: '실패', data: null }),
    });
    await expect(getFooter()).rejects.toMatchObject({ status: 200, message: '실패' });
  });

  it.each([502, 503])('rethrows a %i as an ApiError even when the body is a proxy page', async (status) => {
    mockFetch({
      '/schome/service/main/footer/detail': () => new Response('<html>Bad Gateway</html>', { status }),
    });
    await expect(getFooter()).rejects.toMatchObject({
      name: 'ApiError',
      status,
      message: ko.api.unavailable,
    });
  });

  it('falls back to a catalogue message when an error has none', async () => {
    mockFetch({ '/schome/service/main/footer/detail': () => new Response('', { status: 500 }) });
    await expect(getFooter()).rejects.toMatchObject({ status: 500, message: ko.api.requestFailed });
  });

  it('rejects an answer that does not match its schema', async () => {
    mockFetch({
      '/schome/service/main/footer/detail': () => jsonResponse({ status: 'OK', message: '', data: {} }),
    });
    await expect(getFooter()).rejects.toMatchObject({ status: 200, message: ko.api.invalidResponse });
  });

  it('rethrows a network failure as fetch raised it', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(failure));
    await expect(getFooter()).rejects.toBe(failure);
  });

  it('posts JSON bodies', async () => {
    const fetchMock = mockFetch({
      '/alpasq/api/search': () => jsonResponse({ status: 'OK', message: '', data: {} }),
    });
    await apiClient.post('/alpasq/api/search', {
      body: { searchKeyword: '역사' },
      schema: { safeParse: (input: unknown) => ({ success: true as const, data: input }) },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"searchKeyword":"역사"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('buildUrl', () => {
  it('skips empty values and repeats list values', () => {
    expect(buildUrl('/x', { a: '1', b: undefined, c: null, d: ['B10', 'C10'], e: 0 })).toBe(
      '/x?a=1&d=B10&d=C10&e=0',
    );
    expect(buildUrl('/x', {})).toBe('/x');
  });
});

describe('dispositionFileName', () => {
  it("reads the Korean name of filename*=UTF-8'' first, then the plain filename", () => {
    const korean = encodeURIComponent('2학기 독서행사 계획서.pdf');
    expect(dispositionFileName(`attachment; filename="file.pdf"; filename*=UTF-8''${korean}`)).toBe(
      '2학기 독서행사 계획서.pdf',
    );
    expect(dispositionFileName('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
