import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueLookup } from '../../search/public.ts';
import { createActivityCounts } from '../activities/public.ts';
import { createMemberPostsFace } from '../community/public.ts';
import { createDiaryCounts } from '../marathon/public.ts';
import { createPupilApprovalRepository, createPupilApprovalService } from '../teacher-approval/public.ts';
import { createBadgesService } from './badges.service.ts';
import { createBookshelvesService } from './bookshelves.service.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createLiveTickets } from './live-tickets.ts';
import { createMemberDataRepository } from './member-data.repository.ts';
import { createMemberInfoService } from './member-info.service.ts';
import { createMessagesService } from './messages.service.ts';
import { createCommunitySections } from './my-community.sections.ts';
import { createMyCommunityService } from './my-community.service.ts';
import { createNotificationHub } from './notification-hub.ts';
import { createNotificationsService } from './notifications.service.ts';

function createMypageServices(app: FastifyInstance) {
  const { db } = app.database;
  const hub = createNotificationHub(app.database);
  const notifications = createNotificationsService({ db, hub, library: () => app.library });
  const badges = createBadgesService({ db, notifications });
  const messages = createMessagesService({ db, hub, bannedWords: app.bannedWords });
  const catalogue = createCatalogueLookup(db);
  const bookshelves = createBookshelvesService({ db, bannedWords: app.bannedWords, catalogue });
  const dashboard = createDashboardService({
    db,
    library: () => app.library,
    badges,
    notifications,
    messages,
    countBookshelf: createMemberDataRepository(db).countBookshelf,
    activities: createActivityCounts(db),
    diaries: createDiaryCounts(db),
  });
  const communitySections = createCommunitySections(createMemberPostsFace(db));
  const pupils = createPupilApprovalService({
    repository: createPupilApprovalRepository(db),
    bannedWords: app.bannedWords,
    notify: notifications.notify,
  });
  return {
    hub,
    pupils,
    memberInfo: createMemberInfoService({ db, bannedWords: app.bannedWords, pupils }),
    communitySections,
    myCommunity: createMyCommunityService(communitySections),
    dashboard,
    notifications,
    badges,
    messages,
    bookshelves,
    liveTickets: createLiveTickets(db),
  };
}

export type MypageServices = ReturnType<typeof createMypageServices>;

const wired = new WeakMap<FastifyInstance, MypageServices>();

/** The my-page services an app was built with (the portal's my-page routes and their tests). */
export function mypageServicesOf(app: FastifyInstance): MypageServices {
  // A route plugin's instance inherits (prototype chain) from the root the plugin decorated.
  for (let at: object | null = app; at; at = Object.getPrototypeOf(at)) {
    const services = wired.get(at as FastifyInstance);
    if (services) return services;
  }
  throw new Error('the my-page plugin is not registered on this app');
}

/**
 * The badge engine and system notifications (decisions 090, 091), built once and registered app-wide
 * before the modules, so every module reports its events through `app.portal` (portal/public.ts).
 * The notification hub listens on PostgreSQL's channel from ready until close.
 */
export const mypagePlugin = fp(
  async (app: FastifyInstance) => {
    const services = createMypageServices(app);
    wired.set(app, services);
    app.decorate('portal', {
      reportActivity: services.badges.reportActivity,
      addCommunitySection: services.communitySections.add,
      async notify(memberKey, notification) {
        const row = await services.notifications.notify(memberKey, notification);
        return row ? { notificationKey: row.notificationKey } : null;
      },
      notifyPupils: services.notifications.notifyPupils,
    });
    app.addHook('onReady', () => services.hub.start());
    // Open event streams end with the server (app.liveStreams); then the hub stops listening.
    app.addHook('preClose', () => services.hub.stop());
  },
  { name: 'portal-mypage' },
);
