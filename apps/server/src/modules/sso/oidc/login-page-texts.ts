import type { Locale } from '@reading/contract/locale';
import { SSO_MESSAGES, type SsoPolicy } from '../sso.service.ts';

/** The login page's own texts. */
type LoginPageTexts = {
  title: string;
  lead: string;
  idLabel: string;
  passwordLabel: string;
  submit: string;
  /** Decision 201: the page says what '공용 PC', chosen on the portal's login page, does. */
  sharedPcNote: string;
  fieldsRequired: string;
};

/**
 * The SSO login page in both interface languages (decision 210): Korean, the product's, and English for
 * a reader who chose it, asked for by the authorization request's `ui_locales`. The English follows the
 * portal's English catalogue (its login form says 'Log in', 'User ID', 'Password').
 */
export const LOGIN_PAGE_TEXTS: Record<Locale, LoginPageTexts> = {
  ko: {
    title: '독서로 통합 로그인',
    lead: '학교 독서·도서관 포털 독서로의 통합 로그인(SSO)입니다.',
    idLabel: '아이디',
    passwordLabel: '비밀번호',
    submit: '로그인',
    sharedPcNote:
      '공용 PC로 로그인합니다. 창을 닫으면 로그인이 끝나고, 다음에 이 PC에서 로그인할 때는 아이디와 비밀번호를 다시 입력해야 합니다.',
    fieldsRequired: '아이디와 비밀번호를 입력해주세요.',
  },
  en: {
    title: 'Dokseoro single sign-on',
    lead: 'The single sign-on (SSO) of Dokseoro, the reading and library portal of schools.',
    idLabel: 'User ID',
    passwordLabel: 'Password',
    submit: 'Log in',
    sharedPcNote:
      'You are logging in on a shared PC. Closing the window ends the login, and the next time you log in on this PC you must enter your user ID and password again.',
    fieldsRequired: 'Please enter your user ID and password.',
  },
};

/** An English text for each of SSO_MESSAGES: the same keys, a template with the same arguments. */
type English<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** SSO_MESSAGES in English, worded as the portal's English shows them (decision 211). */
export const SSO_MESSAGES_EN: English<typeof SSO_MESSAGES> = {
  invalid: 'Please check your account details again.',
  tooMany: 'Too many login attempts. Please try again shortly.',
  locked: (minutes, after) =>
    `The account is locked after ${plural(after, 'wrong password', 'wrong passwords')}. Try again in ${plural(minutes, 'minute', 'minutes')}.`,
  disabled: 'This account has been suspended. Please contact the help center.',
};

/**
 * The language of the login page: English when the first tag of the request's `ui_locales` (OIDC: tags
 * separated by spaces, the most preferred first) is English, Korean otherwise.
 */
export function loginPageLanguage(uiLocales: unknown): Locale {
  const first = typeof uiLocales === 'string' ? (uiLocales.trim().split(/\s+/)[0] ?? '') : '';
  return first.toLowerCase().split('-')[0] === 'en' ? 'en' : 'ko';
}

/**
 * An SSO message (an AppError's) in the page's language: its English from SSO_MESSAGES_EN, the locked
 * template with the policy's numbers; Korean, and any other message, as it came.
 */
export function ssoMessageIn(language: Locale, message: string, policy: SsoPolicy): string {
  if (language === 'ko') return message;
  for (const key of Object.keys(SSO_MESSAGES) as (keyof typeof SSO_MESSAGES)[]) {
    if (key === 'locked') {
      if (message === SSO_MESSAGES.locked(policy.lockMinutes, policy.lockAfter)) {
        return SSO_MESSAGES_EN.locked(policy.lockMinutes, policy.lockAfter);
      }
    } else if (message === SSO_MESSAGES[key]) return SSO_MESSAGES_EN[key];
  }
  return message;
}
