import {
  accessionListRequestSchema,
  accessionListResponseSchema,
  CURATION_MESSAGES,
  centerListRequestSchema,
  centerListResponseSchema,
  centerSaveRequestSchema,
  centerSaveResponseSchema,
  customizedRequestSchema,
  customizedResponseSchema,
  myCurationResponseSchema,
  pickDeleteRequestSchema,
  pickDeleteResponseSchema,
  pickSaveRequestSchema,
  pickSaveResponseSchema,
  popularListRequestSchema,
  popularListResponseSchema,
  statisticsRequestSchema,
  statisticsResponseSchema,
  studentTeacherListRequestSchema,
  studentTeacherListResponseSchema,
} from '@reading/contract/curation/curation';
import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingRole, assertRole, requireMember } from '../core/session.plugin.ts';
import type { CurationService, Reader } from './curation.service.ts';
import type { PersonalService } from './personal.service.ts';
import type { createReadingStatisticsService } from './reading-statistics.service.ts';

export type CurationRoutesOptions = {
  curation: CurationService;
  personal: PersonalService;
  statistics: ReturnType<typeof createReadingStatisticsService>;
};

export const failures = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
};
export const tags = ['recommendbook'];

/** Whoever is asking: a member (with the role they act with) or a visitor (null). */
const readerOf = (request: FastifyRequest): Reader =>
  request.member ? { memberKey: request.member.memberKey, memberTypeCode: actingRole(request.member) } : null;

/** The read cache's key of a visitor's list: its query, in a fixed order of fields. */
const visitorKey = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** /schome/service/recommendbook/*: the recommended-book lists (spec 001 §2.2, §7; decision 110). */
export async function curationRoutes(fastify: FastifyInstance, opts: CurationRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { curation, personal, statistics } = opts;
  const visitorPicks = app.readCache.route({
    tag: 'curation-picks',
    key: visitorKey,
    schema: studentTeacherListResponseSchema,
    load: (query: Parameters<CurationService['picks']>[1]) => curation.picks(null, query),
  });

  app.get(
    '/popular/list',
    {
      schema: {
        tags,
        summary: '인기 도서 (대출 통계: 학교급, 학년, 성별, 기간, 지역, 우리 학교)',
        querystring: popularListRequestSchema,
        response: { 200: popularListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await curation.popular(readerOf(request), request.query)),
  );

  app.get(
    '/accession/list',
    {
      schema: {
        tags,
        summary: '신착 도서 (등록일: 우리 학교, 지역)',
        querystring: accessionListRequestSchema,
        response: { 200: accessionListResponseSchema, ...failures },
      },
    },
    async (request) => ok(await curation.accessions(readerOf(request), request.query)),
  );

  await centerListRoutes(fastify, opts);

  app.post(
    '/centerRecommendBook/save',
    {
      schema: {
        tags,
        summary: '센터 추천도서 작성 (운영자)',
        body: centerSaveRequestSchema,
        response: { 200: centerSaveResponseSchema, ...failures },
      },
    },
    async (request) => {
      requireMember(request);
      return ok(await curation.saveCenter(readerOf(request), request.body), CURATION_MESSAGES.saved);
    },
  );

  app.get(
    '/student-teacher/list',
    {
      schema: {
        tags,
        summary: '학생·교사 추천도서',
        querystring: studentTeacherListRequestSchema,
        response: { 200: studentTeacherListResponseSchema, ...failures },
      },
    },
    // A visitor's list is everyone's (shared through the read cache); a member's shows copies at their
    // school and is theirs alone, never cached (decision 160).
    (request, reply) =>
      request.member
        ? curation.picks(readerOf(request), request.query).then(ok)
        : visitorPicks(request, reply),
  );

  app.get(
    '/student-teacher/mine',
    {
      schema: {
        tags,
        summary: '내가 추천한 도서 (교사)',
        querystring: studentTeacherListRequestSchema,
        response: { 200: studentTeacherListResponseSchema, ...failures },
      },
    },
    async (request) => {
      assertRole(request, '02');
      return ok(await curation.picks(readerOf(request), request.query, true));
    },
  );

  app.post(
    '/student-teacher/save',
    {
      schema: {
        tags,
        summary: '추천도서 등록 (교사)',
        body: pickSaveRequestSchema,
        response: { 200: pickSaveResponseSchema, ...failures },
      },
    },
    async (request) =>
      ok(await curation.savePick(assertRole(request, '02'), request.body), CURATION_MESSAGES.saved),
  );

  app.post(
    '/student-teacher/delete',
    {
      schema: {
        tags,
        summary: '추천도서 삭제 (교사, 본인 추천)',
        body: pickDeleteRequestSchema,
        response: { 200: pickDeleteResponseSchema, ...failures },
      },
    },
    async (request) => {
      await curation.deletePick(assertRole(request, '02'), request.body.recommendKey);
      return ok(null, CURATION_MESSAGES.deleted);
    },
  );

  app.post(
    '/customized',
    {
      schema: {
        tags,
        summary: '맞춤 추천도서 (설문 결과)',
        body: customizedRequestSchema,
        response: { 200: customizedResponseSchema, ...failures },
      },
    },
    async (request) => ok(await personal.customized(readerOf(request), request.body)),
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: '나를 위한 추천도서 (대출 기록 기반)',
        response: { 200: myCurationResponseSchema, ...failures },
      },
    },
    async (request) => {
      requireMember(request);
      return ok(await personal.mine(readerOf(request)!));
    },
  );

  app.get(
    '/statistics',
    {
      schema: {
        tags,
        summary: '독서 통계 (월별, 지역별, 학교급별, 분야별 대출, 많이 읽은 책과 학교)',
        querystring: statisticsRequestSchema,
        response: { 200: statisticsResponseSchema, ...failures },
      },
    },
    async (request) => ok(await statistics.summary(request.query.period)),
  );
}

/**
 * The centre's lists: registered under the portal's prefix and again at the spec's own path
 * (spec 001 §7: /service/recommendbook/centerRecommendBook/list).
 */
export async function centerListRoutes(fastify: FastifyInstance, opts: CurationRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const visitorLists = app.readCache.route({
    tag: 'curation-center',
    key: visitorKey,
    schema: centerListResponseSchema,
    load: (query: Parameters<CurationService['centerLists']>[1]) => opts.curation.centerLists(null, query),
  });
  app.get(
    '/centerRecommendBook/list',
    {
      schema: {
        tags,
        summary: '센터 추천도서 (주제별 목록)',
        querystring: centerListRequestSchema,
        response: { 200: centerListResponseSchema, ...failures },
      },
    },
    // As the picks: a visitor's answer is shared through the read cache, a member's never (decision 160).
    (request, reply) =>
      request.member
        ? opts.curation.centerLists(readerOf(request), request.query).then(ok)
        : visitorLists(request, reply),
  );
}
