import { footerDetailResponseSchema } from '@reading/contract/main/footer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, setUnauthorizedHandler } from '../../lib/api-client.ts';
import { clearDuplicateLogin, markDuplicateLogin, setSession } from '../../lib/session-store.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';

const getFooter = () =>
  apiClient.get('/schome/service/main/footer/detail', {
    query: { schKey: '7' },
    schema: footerDetailResponseSchema,
  });

afterEach(() => {
  setUnauthorizedHandler(null);
  clearDuplicateLogin();
});

describe('the duplicate-login signal', () => {
  it('calls the duplicate-login flow on a 401 of a request sent with a session', async () => {
    setSession({ token: 't', userId: 'student1', schKey: '7', schName: null });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({
      '/schome/service/main/footer/detail': () =>
        jsonResponse({ status: 'FAIL', message: 'x', data: null }, 401),
    });
    await expect(getFooter()).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 of an anonymous request to its caller', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({
      '/schome/service/main/footer/detail': () =>
        jsonResponse({ status: 'FAIL', message: 'x', data: null }, 401),
    });
    await expect(getFooter()).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it("cancels every request with '중복 로그인이 감지됨.' once the flag is set", async () => {
    const fetchMock = mockFetch();
    markDuplicateLogin();
    await expect(getFooter()).rejects.toMatchObject({ message: '중복 로그인이 감지됨.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rethrows 503 to the caller without the duplicate-login flow', async () => {
    setSession({ token: 't', userId: 'student1', schKey: '7', schName: null });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ '/schome/service/main/footer/detail': () => new Response('down', { status: 503 }) });
    await expect(getFooter()).rejects.toMatchObject({ status: 503 });
    expect(handler).not.toHaveBeenCalled();
  });
});
