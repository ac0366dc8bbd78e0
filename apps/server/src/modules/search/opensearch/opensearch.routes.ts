import { OPENSEARCH_DESCRIPTION_PATH, searchFeedRequestSchema } from '@reading/contract/search/opensearch';
import { searchRequestSchema } from '@reading/contract/search/search';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { atomFeed, jsonFeed, openSearchDescription } from './opensearch.ts';

type Options = { publicUrl: string | null };

/** The origin the documents name: PUBLIC_URL when set, else the address this request came to. */
function originOf(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

/** GET /alpasq/api/search/feed: the catalogue's search as Atom or JSON Feed (decision 203). */
export async function openSearchFeedRoutes(
  fastify: FastifyInstance,
  opts: Options & { catalogue: CatalogueService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search/feed',
    {
      schema: {
        tags: ['search'],
        summary: '검색 결과 피드 (OpenSearch Atom / JSON Feed)',
        querystring: searchFeedRequestSchema,
        // 200 is XML or JSON Feed text, not the envelope: no response schema (the serializer would quote it).
      },
    },
    async (request, reply) => {
      const { searchKeyword, searchType, page, display, format } = request.query;
      const result = await opts.catalogue.search(
        searchRequestSchema.parse({ searchKeyword, searchType, page, display }),
      );
      const feed = {
        request: request.query,
        result,
        origin: originOf(request, opts.publicUrl),
        updated: new Date(),
      };
      reply.header('cache-control', 'public, max-age=300');
      if (format === 'json') {
        return reply.type('application/feed+json; charset=utf-8').send(JSON.stringify(jsonFeed(feed)));
      }
      return reply.type('application/atom+xml; charset=utf-8').send(atomFeed(feed));
    },
  );
}

/** GET /opensearch.xml: the description browsers find through index.html's <link rel="search">. */
export async function openSearchDescriptionRoutes(fastify: FastifyInstance, opts: Options) {
  fastify.get(
    OPENSEARCH_DESCRIPTION_PATH,
    { schema: { tags: ['search'], summary: 'OpenSearch 설명 문서' } },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/opensearchdescription+xml; charset=utf-8')
        .send(openSearchDescription(originOf(request, opts.publicUrl))),
  );
}
