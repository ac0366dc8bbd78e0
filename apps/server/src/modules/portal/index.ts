import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { blockWordsRoutes } from './block-words/block-words.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { mainRoutes } from './main/main.routes.ts';
import { memberRoutes } from './member/member.routes.ts';
import { menuRoutes } from './menu/menu.routes.ts';
import { memberDataRoutes } from './mypage/member-data.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { teacherApprovalRoutes } from './teacher-approval/teacher-approval.routes.ts';

/** Portal module: /schome/** and /service/** (members, menus, community, my page, activities). */
export async function portalModule(app: FastifyInstance) {
  await app.register(mainRoutes, { prefix: '/schome/service/main' });
  await app.register(menuRoutes, { prefix: '/schome/service/main' });
  await app.register(homeRoutes, { prefix: '/schome/service/main' });
  await app.register(statisticsRoutes, { prefix: '/schome/service/statistics' });
  await app.register(blockWordsRoutes, { prefix: '/schome/service/block' });
  await app.register(authRoutes, { prefix: '/schome/auth/member' });
  await app.register(memberRoutes, { prefix: '/schome/service/member' });
  await app.register(teacherApprovalRoutes, { prefix: '/schome/service/member/teacherApproval' });
  await app.register(memberDataRoutes, { prefix: '/schome/service/mypage' });
}
