import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { mainRoutes } from './main/main.routes.ts';
import { memberRoutes } from './member/member.routes.ts';
import { memberDataRoutes } from './mypage/member-data.routes.ts';

/** Portal module: /schome/** and /service/** (members, menus, community, my page, activities). */
export async function portalModule(app: FastifyInstance) {
  await app.register(mainRoutes, { prefix: '/schome/service/main' });
  await app.register(authRoutes, { prefix: '/schome/auth/member' });
  await app.register(memberRoutes, { prefix: '/schome/service/member' });
  await app.register(memberDataRoutes, { prefix: '/schome/service/mypage' });
}
