import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { circulationEventsToPortal } from './circulation/circulation-events.ts';
import { memberLoansRoutes } from './circulation/member-loans.routes.ts';
import { deskRoutes } from './desk/desk.routes.ts';
import { furnishRoutes } from './furnish/furnish.routes.ts';
import { illRoutes } from './ill/ill.routes.ts';
import { illRequestRoutes } from './ill/ill-requests.routes.ts';
import { createLibraryServices, type LibraryRoutesOptions, type LibraryServices } from './library.plugin.ts';
import { loanHistoryRoutes } from './loan-history/loan-history.routes.ts';
import { noticeRoutes } from './notices/notices.routes.ts';
import { linkCodeRoutes } from './patrons/link-code.routes.ts';
import { createLibraryFace } from './public.ts';
import { studyRoutes } from './study/study.routes.ts';
import { dlsUserRoutes } from './user/user.routes.ts';

/** The wired services of each app, for the library's own tests (`libraryServicesOf(t.app)`). */
const wired = new WeakMap<FastifyInstance, LibraryServices>();

/** The library services an app was built with; for the library module's own tests. */
export function libraryServicesOf(app: FastifyInstance): LibraryServices {
  const services = wired.get(app);
  if (!services) throw new Error('the library module is not registered on this app');
  return services;
}

/** The library's routes under /dls/api, each given the services built once. */
async function dlsRoutes(app: FastifyInstance, { services }: LibraryRoutesOptions) {
  const options = { services }; // not the prefix: each route plugin would add it again
  await app.register(illRoutes, options);
  await app.register(dlsUserRoutes, options);
  await app.register(memberLoansRoutes, options);
  await app.register(deskRoutes, options);
  await app.register(linkCodeRoutes);
  await app.register(illRequestRoutes, options);
  await app.register(furnishRoutes, options);
  await app.register(noticeRoutes);
  await app.register(studyRoutes, options);
}

/**
 * Library (DLS) module: school libraries (schema `library`): patrons and the library token (decision 034),
 * grade rules, loans, reservations, inter-library loan, wish books, notices, the class status and the
 * circulation desk (decisions 040–045). Builds its services once (library.plugin.ts), decorates
 * `app.library` with its public face (public.ts) for the other modules, and registers its routes under
 * /dls/api, and the portal's loan-history pages at their own paths. Registered app-wide (fastify-plugin),
 * before the portal, which reads `app.library` as it registers.
 */
export const libraryModule = fp(
  async (app: FastifyInstance) => {
    // Returns and holds made ready are told to the portal's public face (badges, notifications).
    const services = createLibraryServices(app.database.db, app.clock, (patrons) =>
      circulationEventsToPortal(patrons, () => app.portal, app.log),
    );
    wired.set(app, services);
    app.decorate('library', createLibraryFace(app, services));
    await app.register(dlsRoutes, { prefix: '/dls/api', services });
    await app.register(loanHistoryRoutes, { services });
  },
  { name: 'library-module' },
);
