import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  detailInfoIsbnRequestSchema,
  detailInfoRequestSchema,
  detailInfoResponseSchema,
} from '@reading/contract/search/detail';
import {
  aggkwResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@reading/contract/search/search';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { KeywordsService } from '../keywords/keywords.service.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** A member whose `token` the session plugin has checked (not merely a header that is present). */
function signedIn(request: FastifyRequest): boolean {
  return request.member !== null;
}

/** POST /alpasq/api/search, /search/aggkw; GET /detail/info, /detail/info/isbn (spec 000 §7). */
export async function catalogueRoutes(
  fastify: FastifyInstance,
  opts: { catalogue: CatalogueService; keywords: KeywordsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalogue, keywords } = opts;

  app.post(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: '통합·학교 도서 검색',
        body: searchRequestSchema,
        response: { 200: searchResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => ok(await catalogue.search(request.body)),
  );

  app.post(
    '/search/aggkw',
    {
      schema: {
        tags: ['search'],
        summary: '검색어 기록 (검색 직전에 호출)',
        body: searchRequestSchema,
        response: { 200: aggkwResponseSchema, 400: failEnvelopeSchema },
      },
    },
    async (request) => {
      const { authorization } = request.headers;
      const logged = await keywords.log({
        ...request.body,
        authorization: typeof authorization === 'string' && authorization.trim() ? authorization : undefined,
      });
      // A logged search changes today's counts: the next keyword/best reads them (decision 160).
      if (logged) await app.readCache.invalidate('keyword-best');
      return ok({ logged });
    },
  );

  app.get(
    '/detail/info',
    {
      schema: {
        tags: ['search'],
        summary: '도서 상세 (bookKey)',
        querystring: detailInfoRequestSchema,
        response: { 200: detailInfoResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await catalogue.detail(
          { bookKey: Number(request.query.bookKey) },
          { neisCode: request.query.neisCode, signedIn: signedIn(request) },
        ),
      ),
  );

  app.get(
    '/detail/info/isbn',
    {
      schema: {
        tags: ['search'],
        summary: '도서 상세 (ISBN)',
        querystring: detailInfoIsbnRequestSchema,
        response: { 200: detailInfoResponseSchema, 400: failEnvelopeSchema, 404: failEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        await catalogue.detail(
          { isbn13: request.query.isbn },
          { neisCode: request.query.neisCode, signedIn: signedIn(request) },
        ),
      ),
  );
}
