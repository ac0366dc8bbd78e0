import { describe, expect, it } from 'vitest';
import { DEFAULT_SSO_POLICY, SSO_MESSAGES } from '../sso.service.ts';
import { loginPage } from './login-page.ts';
import { LOGIN_PAGE_TEXTS, loginPageLanguage, ssoMessageIn } from './login-page-texts.ts';

const hangul = /[\uac00-\ud7a3]/;

describe('the SSO login page in the language of ui_locales (decision 210)', () => {
  it('is English when the first tag of ui_locales is English, Korean otherwise', () => {
    expect(loginPageLanguage('en')).toBe('en');
    expect(loginPageLanguage(' EN-gb ko')).toBe('en');
    expect(loginPageLanguage('ko en')).toBe('ko');
    expect(loginPageLanguage('fr')).toBe('ko');
    expect(loginPageLanguage('')).toBe('ko');
    expect(loginPageLanguage(undefined)).toBe('ko');
  });

  it('has every English text without Korean, and marks the page English', () => {
    expect(Object.values(LOGIN_PAGE_TEXTS.en).filter((text) => hangul.test(text))).toEqual([]);
    const page = loginPage({ uid: 'u1', sharedPc: true, language: 'en', message: 'Sign-in failed.' });
    expect(page).toContain('<html lang="en">');
    expect(page).not.toMatch(hangul);
    expect(loginPage({ uid: 'u1' })).toContain('<html lang="ko">');
  });

  it('answers each SSO message in English, the locked one with the policy’s numbers', () => {
    const policy = DEFAULT_SSO_POLICY;
    const korean = [
      SSO_MESSAGES.invalid,
      SSO_MESSAGES.tooMany,
      SSO_MESSAGES.disabled,
      SSO_MESSAGES.locked(policy.lockMinutes, policy.lockAfter),
    ];
    expect(korean.map((message) => ssoMessageIn('en', message, policy))).toEqual([
      'Please check your account details again.',
      'Too many login attempts. Please try again shortly.',
      'This account has been suspended. Please contact the help center.',
      'The account is locked after 5 wrong passwords. Try again in 15 minutes.',
    ]);
    const once = { ...policy, lockAfter: 1, lockMinutes: 1 };
    expect(ssoMessageIn('en', SSO_MESSAGES.locked(1, 1), once)).toBe(
      'The account is locked after 1 wrong password. Try again in 1 minute.',
    );
  });

  it('keeps Korean verbatim in Korean, and a message it has no English for as it came', () => {
    expect(ssoMessageIn('ko', SSO_MESSAGES.invalid, DEFAULT_SSO_POLICY)).toBe(
      '이용자정보를 다시 확인해주세요.',
    );
    expect(ssoMessageIn('en', '로그인 요청이 올바르지 않습니다.', DEFAULT_SSO_POLICY)).toBe(
      '로그인 요청이 올바르지 않습니다.',
    );
  });
});
