import type { FastifyInstance } from 'fastify';
import { centerBoardRoutes } from './center-board.routes.ts';
import { filesRoutes } from './files.routes.ts';
import { noticeBoardRoutes } from './notice-board.routes.ts';
import { questionsRoutes } from './questions.routes.ts';
import { schoolNewsRoutes } from './school-news.routes.ts';
import { staffRoutes } from './staff.routes.ts';

/** /schome/service/community/**: every board of the engine (decision 070). */
export async function communityRoutes(app: FastifyInstance) {
  await app.register(noticeBoardRoutes);
  await app.register(schoolNewsRoutes);
  await app.register(centerBoardRoutes);
  await app.register(questionsRoutes);
  await app.register(staffRoutes);
  await app.register(filesRoutes);
}
