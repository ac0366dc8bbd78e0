import { EBOOK_MESSAGES, ebookRequestSchema } from '@reading/contract/auth/ebook';
import { eLibraryLink } from '@reading/contract/codes/e-libraries';
import { schoolLevelByCode } from '@reading/contract/codes/school-levels';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie } from '../../lib/cookies.ts';
import { noticePage } from './oidc/login-page.ts';
import { SSO_COOKIE } from './sso.plugin.ts';

const TITLE = '전자도서관';

function page(reply: FastifyReply, status: number, message: string, link: { href: string; label: string }) {
  reply.code(status).header('cache-control', 'no-store');
  return reply.type('text/html; charset=utf-8').send(noticePage({ title: TITLE, message, link }));
}

/**
 * `POST /keris-sso/v1/ebook.jsp` (spec 001 §7, decision 036): the SSO's logged-in user goes on to the
 * e-library of `areaCode` by a 303 redirect that carries nothing about them (no id, password or token).
 * Without a live SSO session: 401; a bad form: 400; a `userKey` that is not the session's user: 403;
 * a region without an e-library: '서비스 준비중입니다.'. Every answer is a Korean page (a form post).
 */
export async function ebookRoutes(app: FastifyInstance) {
  app.post(
    '/ebook.jsp',
    {
      schema: {
        tags: ['sso'],
        summary: '지역 전자도서관으로 이동 (폼: areaCode, gradeCode, userKey)',
        consumes: ['application/x-www-form-urlencoded'],
      },
      config: { allowStaleToken: true },
    },
    async (request, reply) => {
      const parsed = ebookRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return page(reply, 400, parsed.error.issues[0]?.message ?? EBOOK_MESSAGES.badAreaCode, {
          href: '/',
          label: '독서로 홈으로',
        });
      }
      const { areaCode, gradeCode, userKey } = parsed.data;
      const site = schoolLevelByCode(gradeCode)?.basePath ?? '';
      const session = await app.sso.resolveSession(readCookie(request.headers.cookie, SSO_COOKIE));
      if (session.state !== 'live' || !session.usable) {
        return page(reply, 401, EBOOK_MESSAGES.loginNeeded, {
          href: `${site}/StudentLogin`,
          label: '로그인하러 가기',
        });
      }
      if (userKey && userKey !== session.loginId) {
        return page(reply, 403, EBOOK_MESSAGES.otherUser, {
          href: `${site}/StudentLogin`,
          label: '로그인하러 가기',
        });
      }
      const link = eLibraryLink(areaCode);
      if (!link)
        return page(reply, 200, EBOOK_MESSAGES.preparing, { href: site || '/', label: '독서로 홈으로' });
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(link, 303);
    },
  );
}
