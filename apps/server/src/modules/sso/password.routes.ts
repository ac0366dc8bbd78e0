import { PASSWORD_CHANGE_MESSAGES, passwordChangeFormSchema } from '@reading/contract/auth/password-change';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie } from '../../lib/cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml, noticePage, ssoPage } from './oidc/login-page.ts';
import { safeReturnPath } from './return-path.ts';
import { SSO_COOKIE } from './sso.plugin.ts';

const TITLE = '비밀번호 변경';

/** The SSO's password change form (server-rendered like its login page: it works without the web app). */
export function passwordPage(options: { id?: string; returnURL: string; message?: string }): string {
  const { id = '', returnURL, message } = options;
  return ssoPage(
    `${TITLE} | 독서로 통합 로그인`,
    `<main>
  <h1>${TITLE}</h1>
  <p class="lead">독서로 통합 로그인(SSO)의 비밀번호를 바꿉니다. 새 비밀번호는 8~64자로 영문, 숫자, 특수문자를 모두 포함해야 합니다.</p>
  ${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
  <form method="post" action="/keris-sso/v1/password" autocomplete="on">
    <input type="hidden" name="returnURL" value="${escapeHtml(returnURL)}">
    <label for="pw-id">아이디</label>
    <input id="pw-id" name="id" autocomplete="username" required value="${escapeHtml(id)}">
    <label for="pw-current">현재 비밀번호</label>
    <input id="pw-current" name="currentPassword" type="password" autocomplete="current-password" required>
    <label for="pw-new">새 비밀번호</label>
    <input id="pw-new" name="newPassword" type="password" autocomplete="new-password" required minlength="8" maxlength="64">
    <label for="pw-confirm">새 비밀번호 확인</label>
    <input id="pw-confirm" name="newPasswordConfirm" type="password" autocomplete="new-password" required>
    <button type="submit">비밀번호 변경</button>
  </form>
  <a class="button" href="${escapeHtml(returnURL)}">돌아가기</a>
</main>`,
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * `GET|POST /keris-sso/v1/password` (decision 088): a member changes the SSO password (InfoUpdate links
 * here). The current password is checked as a login checks it, with its rate limits and lockout; the
 * account's SSO sessions end with the old password. Every answer is a Korean page: bad input 400, a wrong
 * current password 401, locked 403, too many tries 429.
 */
export async function passwordRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { returnURL?: string } }>(
    '/password',
    { schema: { tags: ['sso'], summary: 'SSO 비밀번호 변경 화면' }, config: { allowStaleToken: true } },
    async (request, reply) => {
      const session = await app.sso.resolveSession(readCookie(request.headers.cookie, SSO_COOKIE));
      const id = session.state === 'live' ? session.loginId : undefined;
      return html(reply, 200, passwordPage({ id, returnURL: safeReturnPath(request.query.returnURL) }));
    },
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['sso'],
        summary: 'SSO 비밀번호 변경 (폼: id, currentPassword, newPassword, newPasswordConfirm, returnURL)',
        consumes: ['application/x-www-form-urlencoded'],
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const returnURL = safeReturnPath(body.returnURL);
      const parsed = passwordChangeFormSchema.safeParse(body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? PASSWORD_CHANGE_MESSAGES.rules;
        return html(reply, 400, passwordPage({ id: body.id, returnURL, message }));
      }
      const { id, currentPassword, newPassword } = parsed.data;
      try {
        await app.sso.changePassword(id, currentPassword, newPassword, request.ip);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(reply, err.statusCode, passwordPage({ id, returnURL, message: err.message }));
      }
      return html(
        reply,
        200,
        noticePage({
          title: TITLE,
          message: PASSWORD_CHANGE_MESSAGES.done,
          link: { href: returnURL, label: '돌아가기' },
        }),
      );
    },
  );
}
