import type { FastifyInstance } from 'fastify';
import { memberLoansRoutes } from './circulation/member-loans.routes.ts';
import { deskRoutes } from './desk/desk.routes.ts';
import { furnishRoutes } from './furnish/furnish.routes.ts';
import { illRoutes } from './ill/ill.routes.ts';
import { illRequestRoutes } from './ill/ill-requests.routes.ts';
import { noticeRoutes } from './notices/notices.routes.ts';
import { linkCodeRoutes } from './patrons/link-code.routes.ts';
import { dlsUserRoutes } from './patrons/user.routes.ts';
import { studyRoutes } from './study/study.routes.ts';

export { loanHistoryRoutes } from './loan-history/loan-history.routes.ts';

/**
 * Library (DLS) module: school libraries under /dls/api (schema `library`): patrons and the library
 * token (decision 034), grade rules, loans, reservations, inter-library loan, wish books, notices, the
 * class status and the circulation desk (decisions 040–045).
 */
export async function libraryModule(app: FastifyInstance) {
  await app.register(illRoutes);
  await app.register(dlsUserRoutes);
  await app.register(memberLoansRoutes);
  await app.register(deskRoutes);
  await app.register(linkCodeRoutes);
  await app.register(illRequestRoutes);
  await app.register(furnishRoutes);
  await app.register(noticeRoutes);
  await app.register(studyRoutes);
}
