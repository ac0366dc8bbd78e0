import { footerDetailResponseSchema } from '@reading/contract/main/footer';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { apiClient, setUnauthorizedHandler } from './api-client.ts';
import { SESSION_KEYS } from './session-storage.ts';
import { setSession } from './session-store.ts';

const okFooter = { status: 'OK', message: '', data: { footerDetail: null } };

async function sentHeaders(answer = () => jsonResponse(okFooter)): Promise<Headers> {
  const fetchMock = mockFetch({ '/schome/service/main/footer/detail': answer });
  await apiClient
    .get('/schome/service/main/footer/detail', { schema: footerDetailResponseSchema })
    .catch(() => undefined);
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

const storeDlsUser = (value: unknown) =>
  window.sessionStorage.setItem(
    SESSION_KEYS.dlsUser,
    typeof value === 'string' ? value : JSON.stringify(value),
  );

describe('the request credentials', () => {
  it('000 §7: without a login, every request falls back to a session entry holding a DLS token and id', async () => {
    storeDlsUser({ token: 'dls-token-1', id: 'student1' });
    const headers = await sentHeaders();
    expect(headers.get('token')).toBe('dls-token-1');
    expect(headers.get('userId')).toBe('student1');
    expect(headers.has('schKey')).toBe(false);
  });

  it('000 §7: the session login token and stored user come first', async () => {
    storeDlsUser({ token: 'dls-token-1', id: 'other' });
    setSession({ token: 't-1', userId: 'student01', schKey: '7', schName: '서울초등학교' });
    const headers = await sentHeaders();
    expect(headers.get('token')).toBe('t-1');
    expect(headers.get('userId')).toBe('student01');
  });

  it('000 §6: an entry without both a token and an id (or not JSON) sends no identity headers', async () => {
    for (const entry of [{ token: 'dls-token-1' }, { id: 'student1' }, { token: ' ', id: 'x' }, 'not json']) {
      storeDlsUser(entry);
      expect((await sentHeaders()).has('token'), JSON.stringify(entry)).toBe(false);
    }
  });

  it('000 §8: a 401 on a request sent with the fallback is no duplicate login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    try {
      storeDlsUser({ token: 'dls-token-1', id: 'student1' });
      await sentHeaders(() =>
        jsonResponse({ status: 'FAIL', message: '로그인이 필요합니다.', data: null }, 401),
      );
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      setUnauthorizedHandler(null);
    }
  });
});
