import { ok } from '@reading/contract/envelope';
import {
  memberInfoRequestSchema,
  memberInfoResponseSchema,
  memberInfoUpdateRequestSchema,
} from '@reading/contract/mypage/member-info';
import {
  myCommunityCountRequestSchema,
  myCommunityCountResponseSchema,
  myCommunityListRequestSchema,
  myCommunityListResponseSchema,
} from '@reading/contract/mypage/my-community';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireMember } from '../core/session.plugin.ts';
import { mypageServicesOf } from './mypage.plugin.ts';
import { MYPAGE_FAILS, ownMember } from './mypage-access.ts';

const schema = <Q extends object>(summary: string, parts: Q) => ({ tags: ['mypage'], summary, ...parts });

/** InfoUpdate's memberInfo calls (decision 095) and MyCommunity's readingCommunity calls (decision 096). */
export async function memberInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { memberInfo, myCommunity } = mypageServicesOf(app);

  app.get(
    '/memberInfo',
    {
      schema: schema('회원정보', {
        querystring: memberInfoRequestSchema,
        response: { 200: memberInfoResponseSchema, ...MYPAGE_FAILS },
      }),
    },
    async (request) => ok(await memberInfo.get(ownMember(request, request.query.memberKey).memberKey)),
  );

  app.post(
    '/memberInfo/update',
    {
      // A caller without a session hears 401 before any word about the body.
      preValidation: async (request) => {
        requireMember(request);
      },
      schema: schema('회원정보 수정', {
        body: memberInfoUpdateRequestSchema,
        response: { 200: memberInfoResponseSchema, ...MYPAGE_FAILS },
      }),
    },
    async (request) => {
      const { info, message } = await memberInfo.update(requireMember(request).memberKey, request.body);
      return ok(info, message);
    },
  );

  app.get(
    '/readingCommunity/count',
    {
      schema: schema('나의 커뮤니티 항목과 건수', {
        querystring: myCommunityCountRequestSchema,
        response: { 200: myCommunityCountResponseSchema, ...MYPAGE_FAILS },
      }),
    },
    async (request) => {
      const list = await myCommunity.summary(ownMember(request, request.query.memberKey));
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/readingCommunity/list',
    {
      schema: schema('나의 커뮤니티 목록', {
        querystring: myCommunityListRequestSchema,
        response: { 200: myCommunityListResponseSchema, ...MYPAGE_FAILS },
      }),
    },
    async (request) => {
      const { memberKey, sectionCode, pageIndex, pageSize } = request.query;
      return ok(await myCommunity.page(ownMember(request, memberKey), sectionCode, pageIndex, pageSize));
    },
  );
}
