import { communityFailResponses } from '@reading/contract/community/posts';
import { ok } from '@reading/contract/envelope';
import { PROMOTION_MESSAGES } from '@reading/contract/promotion/collections';
import {
  collectionBooksRequestSchema,
  collectionBooksResponseSchema,
  collectionListRequestSchema,
  collectionListResponseSchema,
  collectionParamsSchema,
  historyRequestSchema,
  historyResponseSchema,
  introSaveRequestSchema,
  introSaveResponseSchema,
  regionBooksResponseSchema,
  regionListResponseSchema,
  regionParamsSchema,
} from '@reading/contract/promotion/promotion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PromotionService } from './promotion.service.ts';

const tags = ['promotion'];

/**
 * The promotion pages' calls under /schome/service/promotion (contract promotion/promotion.ts;
 * decision 120). Reading is public; writing an introduction is an operator's.
 */
export async function promotionRoutes(
  fastify: FastifyInstance,
  { promotion }: { promotion: PromotionService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/PromotionRecommend',
    {
      schema: {
        tags,
        summary: '추천 도서 묶음 목록 (소설, 인물, 언어)',
        querystring: collectionListRequestSchema,
        response: { ...communityFailResponses, 200: collectionListResponseSchema },
      },
    },
    async (request) => {
      const list = await promotion.listCollections(request.query.kind);
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/PromotionRecommend/:collectionKey',
    {
      schema: {
        tags,
        summary: '추천 도서 묶음과 그 도서',
        params: collectionParamsSchema,
        querystring: collectionBooksRequestSchema,
        response: { ...communityFailResponses, 200: collectionBooksResponseSchema },
      },
    },
    async (request) => ok(await promotion.collectionBooks(request.params.collectionKey, request.query)),
  );

  app.get(
    '/S21_006_RegionGeoData',
    {
      schema: {
        tags,
        summary: '세계 지역 (지도에 표시하는 나라와 도서 수)',
        response: { ...communityFailResponses, 200: regionListResponseSchema },
      },
    },
    async () => {
      const list = await promotion.listRegions();
      return ok({ list, totalCount: list.length });
    },
  );

  app.get(
    '/S21_006_RegionGeoData/:regionKey/books',
    {
      schema: {
        tags,
        summary: '지역의 여행·문화 도서',
        params: regionParamsSchema,
        querystring: collectionBooksRequestSchema,
        response: { ...communityFailResponses, 200: regionBooksResponseSchema },
      },
    },
    async (request) => ok(await promotion.regionBooks(request.params.regionKey, request.query)),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        summary: '오늘의 역사 (한국사 사건과 관련 도서)',
        querystring: historyRequestSchema,
        response: { ...communityFailResponses, 200: historyResponseSchema },
      },
    },
    async (request) => ok(await promotion.historyDay(request.query.date)),
  );

  app.post(
    '/intro/save',
    {
      schema: {
        tags,
        summary: '추천 도서 묶음 소개글 저장 (운영자)',
        body: introSaveRequestSchema,
        response: { ...communityFailResponses, 200: introSaveResponseSchema },
      },
    },
    async (request) =>
      ok(
        await promotion.saveIntro(await app.community.actor(request), request.body),
        PROMOTION_MESSAGES.introSaved,
      ),
  );
}
