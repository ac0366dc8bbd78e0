import { describe, expect, it } from 'vitest';
import { isApiError } from '../../lib/api-client.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { login } from './api/login.ts';
import { loginFailureMessage } from './login-failure.ts';

async function refusedLogin(body: unknown, status: number): Promise<string> {
  mockFetch({ '/schome/auth/member/login': () => jsonResponse(body, status) });
  const error = await login({ id: 'student1', password: 'wrong' }).catch((e: unknown) => e);
  if (!isApiError(error)) throw new Error('the login was not refused');
  return loginFailureMessage(error);
}

describe('a refused login', () => {
  it('000 §8: a failed login without a message says 이용자정보를 다시 확인해주세요.', async () => {
    expect(await refusedLogin({ status: 'FAIL', message: '', data: null }, 400)).toBe(
      '이용자정보를 다시 확인해주세요.',
    );
    expect(await refusedLogin({ status: 'FAIL', data: null }, 200)).toBe('이용자정보를 다시 확인해주세요.');
    expect(await refusedLogin(null, 400)).toBe('이용자정보를 다시 확인해주세요.');
  });

  it("000 §8: a failed login with the server's message shows that message", async () => {
    expect(
      await refusedLogin({ status: 'FAIL', message: '회원가입이 필요한 회원입니다.', data: null }, 400),
    ).toBe('회원가입이 필요한 회원입니다.');
  });
});
