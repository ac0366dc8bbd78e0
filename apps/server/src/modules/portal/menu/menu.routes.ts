import { menuListResponseSchema } from '@reading/contract/menus/menu-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMenuRepository } from './menu.repository.ts';
import { createMenuService } from './menu.service.ts';

/** GET /schome/service/main/menu/list: the menus' use flags, which override the client's defaults. */
export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createMenuService(createMenuRepository(app.database.db));

  app.get(
    '/menu/list',
    {
      schema: {
        tags: ['portal'],
        summary: '메뉴 사용 여부',
        response: { 200: menuListResponseSchema },
      },
    },
    app.readCache.route({
      tag: 'menus',
      schema: menuListResponseSchema,
      load: async () => {
        const list = await service.listMenuFlags();
        return { list, totalCount: list.length };
      },
    }),
  );
}
