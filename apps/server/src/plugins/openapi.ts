import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at /docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '독서로 API',
        description: '학교 독서·도서관 포털의 웹 클라이언트가 부르는 API (portal, search, library, sso).',
        version: '0.1.0',
      },
      tags: [
        { name: 'portal', description: '포털: 회원, 메뉴, 커뮤니티, 마이페이지, 활동' },
        { name: 'search', description: '통합 도서 검색' },
        { name: 'library', description: '학교도서관(DLS)' },
        { name: 'sso', description: '통합 로그인' },
        { name: 'ops', description: '운영' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
