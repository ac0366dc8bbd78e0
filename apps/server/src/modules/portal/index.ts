import type { FastifyInstance } from 'fastify';
import { blockWordsRoutes } from './block-words/block-words.routes.ts';
import { mainRoutes } from './main/main.routes.ts';

/** Portal module: /schome/** and /service/** (members, menus, community, my page, activities). */
export async function portalModule(app: FastifyInstance) {
  await app.register(mainRoutes, { prefix: '/schome/service/main' });
  await app.register(blockWordsRoutes, { prefix: '/schome/service/block' });
}
