import type { Locale } from '@reading/contract/locale';
import { LOGIN_PAGE_TEXTS } from './login-page-texts.ts';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the SSO pages' stylesheet is served (a file, not an inline style: decision 057's CSP). */
export const SSO_STYLESHEET_PATH = '/keris-sso/v1/assets/sso.css';

/** The SSO pages' look, served at SSO_STYLESHEET_PATH. */
export const SSO_STYLESHEET = `  @font-face { font-family: "Pretendard Variable"; font-weight: 45 920; font-display: swap; src: url("/keris-sso/v1/assets/pretendard.woff2") format("woff2-variations"); }
  body { margin: 0; font-family: "Pretendard Variable", system-ui, "Apple SD Gothic Neo", "Noto Sans KR", sans-serif; background: #f3f5f8; color: #18202d; }
  main { max-width: 400px; margin: 48px auto; padding: 32px; background: #fff; border: 1px solid #dce1e8; border-radius: 16px; }
  h1 { margin: 0 0 8px; font-size: 1.5rem; }
  p.lead { margin: 0 0 24px; color: #56606f; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; font-size: .875rem; }
  input { box-sizing: border-box; width: 100%; padding: 12px; border: 1px solid #b9c1cc; border-radius: 6px; font: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #f0a30a; outline-offset: 2px; }
  button { width: 100%; margin-top: 24px; padding: 12px; border: 0; border-radius: 6px; background: #1f5fbf; color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
  p.notice { margin: 0 0 24px; font-size: 1.125rem; }
  a.button { display: block; margin-top: 24px; padding: 12px; border-radius: 6px; background: #1f5fbf; color: #fff; font-weight: 700; text-align: center; text-decoration: none; }
  a.button:focus-visible { outline: 3px solid #f0a30a; outline-offset: 2px; }
  .shared-pc { margin: 0 0 16px; padding: 12px; border-radius: 6px; background: #eef4fc; color: #18202d; font-size: .875rem; }
  .error { margin: 0 0 8px; padding: 12px; border-radius: 6px; background: #fdecea; color: #8a1c12; }
  @media (max-width: 480px) { main { margin: 16px; padding: 20px; } }
`;

/**
 * A page of the SSO in the portal's look (server-rendered: the SSO must work without the web app), in
 * Korean unless the page is in another interface language.
 */
export function ssoPage(title: string, main: string, language: Locale = 'ko'): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SSO_STYLESHEET_PATH}">
</head>
<body>
${main}
</body>
</html>`;
}

/** A one-message page of the SSO (ebook.jsp's answers), with one way onwards. */
export function noticePage(options: {
  title: string;
  message: string;
  link: { href: string; label: string };
}) {
  const { title, message, link } = options;
  return ssoPage(
    title,
    `<main>
  <h1>${escapeHtml(title)}</h1>
  <p class="notice" role="status">${escapeHtml(message)}</p>
  <a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</main>`,
  );
}

/**
 * The SSO's login page (server-rendered: the provider must work without the portal's web app), in the
 * language the authorization request asked for (LOGIN_PAGE_TEXTS); `message` is already in it.
 */
export function loginPage(options: {
  uid: string;
  id?: string;
  message?: string;
  sharedPc?: boolean;
  language?: Locale;
}): string {
  const { uid, id = '', message, sharedPc = false, language = 'ko' } = options;
  const texts = LOGIN_PAGE_TEXTS[language];
  const action = `/keris-sso/v1/interaction/${encodeURIComponent(uid)}/login`;
  return ssoPage(
    texts.title,
    `<main>
  <h1>${escapeHtml(texts.title)}</h1>
  <p class="lead">${escapeHtml(texts.lead)}</p>
  ${sharedPc ? `<p class="shared-pc">${escapeHtml(texts.sharedPcNote)}</p>` : ''}
  ${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
  <form method="post" action="${action}" autocomplete="on">
    <label for="sso-id">${escapeHtml(texts.idLabel)}</label>
    <input id="sso-id" name="id" autocomplete="username" required value="${escapeHtml(id)}">
    <label for="sso-password">${escapeHtml(texts.passwordLabel)}</label>
    <input id="sso-password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">${escapeHtml(texts.submit)}</button>
  </form>
</main>`,
    language,
  );
}
