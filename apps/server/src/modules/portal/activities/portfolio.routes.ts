import { envelopeSchema, failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  portfolioDetailResponseSchema,
  portfolioKeyRequestSchema,
  portfolioListRequestSchema,
  portfolioManageListRequestSchema,
  portfolioMyListRequestSchema,
  portfolioPageResponseSchema,
  portfolioReviewRequestSchema,
  portfolioSavedResponseSchema,
  portfolioSaveRequestSchema,
  portfolioSourcesResponseSchema,
} from '@reading/contract/portfolio/portfolio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from './activities.routes.ts';
import type { PortfolioService } from './portfolio.service.ts';

const tags = ['myPortfolio'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
};
const doneSchema = envelopeSchema(z.object({ portfolioKey: z.number().int() }));
type Opts = { portfolios: PortfolioService };

/** /schome/service/mypage/myPortfolio/* (spec 001 §7; decision 132): a member's own portfolios. */
export async function myPortfolioRoutes(fastify: FastifyInstance, { portfolios }: Opts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '내 포트폴리오',
        querystring: portfolioMyListRequestSchema,
        response: { 200: portfolioPageResponseSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.myList(viewerOf(request), request.query)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '포트폴리오 상세 (보이지 않으면 404)',
        querystring: portfolioKeyRequestSchema,
        response: { 200: portfolioDetailResponseSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.detail(viewerOf(request), request.query.portfolioKey)),
  );
  app.get(
    '/sources',
    {
      schema: {
        tags,
        summary: '포트폴리오에 담을 수 있는 내 활동, 대출, 배지',
        response: { 200: portfolioSourcesResponseSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.sources(viewerOf(request))),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '포트폴리오 저장 (학생 본인)',
        body: portfolioSaveRequestSchema,
        response: { 200: portfolioSavedResponseSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.save(viewerOf(request), request.body)),
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '포트폴리오 삭제 (본인)',
        body: portfolioKeyRequestSchema,
        response: { 200: doneSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.remove(viewerOf(request), request.body.portfolioKey)),
  );
}

/** /schome/service/portfolioMng/*: portfolios others may see, and the school's teachers' review. */
export async function portfolioMngRoutes(fastify: FastifyInstance, { portfolios }: Opts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '포트폴리오 목록 (공개 범위 안에서)',
        querystring: portfolioListRequestSchema,
        response: { 200: portfolioPageResponseSchema, ...fails },
      },
    },
    async (request) => ok(await portfolios.list(viewerOf(request), request.query)),
  );
  app.get(
    '/manageList',
    {
      schema: {
        tags,
        summary: '학교 포트폴리오 검토 목록 (교사)',
        querystring: portfolioManageListRequestSchema,
        response: { 200: portfolioPageResponseSchema, ...fails },
      },
    },
    async (request) =>
      ok(await portfolios.manageList(viewerOf(request), request.query.teacherMemberKey, request.query)),
  );
  app.post(
    '/review',
    {
      schema: {
        tags,
        summary: '포트폴리오 검토 의견 (같은 학교 교사)',
        body: portfolioReviewRequestSchema,
        response: { 200: doneSchema, ...fails },
      },
    },
    async (request) =>
      ok(await portfolios.review(viewerOf(request), request.body.portfolioKey, request.body.feedback)),
  );
}
