import { decompressFromUTF16 } from 'lz-string';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDuplicateLogin, getSession, readStored, STORE_KEYS, setSession } from './session-store.ts';

const member = {
  token: 'tok-123',
  userId: 'student1',
  schKey: '7',
  schName: '서울가락초등학교',
  name: '김하늘',
  memberTypeCode: '01',
  dlsToken: { tokenType: 'Bearer', accessToken: 'dls-abc' },
};

afterEach(() => {
  setSession(null);
  clearDuplicateLogin();
  window.localStorage.clear();
});

describe('the session store', () => {
  it('keeps the login and the DLS token compressed in local storage', () => {
    setSession(member);
    const raw = window.localStorage.getItem(STORE_KEYS.login)!;
    expect(raw).not.toContain('student1');
    expect(JSON.parse(decompressFromUTF16(raw))).toMatchObject({ userId: 'student1', token: 'tok-123' });
    expect(readStored(STORE_KEYS.dlsToken)).toEqual(member.dlsToken);
    expect(getSession()?.name).toBe('김하늘');
  });

  it('keeps a member of type 08 only in session storage', () => {
    setSession({ ...member, memberTypeCode: '08' });
    expect(window.localStorage.getItem(STORE_KEYS.login)).toBeNull();
    expect(readStored(STORE_KEYS.login, 'session')).toMatchObject({ userId: 'student1' });
  });

  it('keeps a member of provider ETC only in session storage', () => {
    setSession({ ...member, provider: 'ETC' });
    expect(window.localStorage.getItem(STORE_KEYS.login)).toBeNull();
    expect(readStored(STORE_KEYS.login, 'session')).not.toBeNull();
  });

  it('clears login, DLS token and timer on logout', () => {
    setSession(member);
    window.localStorage.setItem(STORE_KEYS.timer, 'x');
    setSession(null);
    for (const key of [STORE_KEYS.login, STORE_KEYS.dlsToken, STORE_KEYS.timer]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });
});
