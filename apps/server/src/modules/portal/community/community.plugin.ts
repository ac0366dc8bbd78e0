import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bannedWordsPlugin } from '../block-words/public.ts';
import { type Actor, actorOf } from '../core/actor.ts';
import type { NotificationInput } from '../mypage/public.ts';
import { createBoardService } from './board.service.ts';
import { createBoardWriteService } from './board-write.service.ts';
import { createDlsNoticesService, type DlsNoticesService } from './dls-notices.service.ts';
import { createFilesService } from './files.service.ts';
import { createQuestionsService } from './questions.service.ts';
import { ensureSeedFiles } from './seed-files.ts';
import { createServiceRequestsService } from './service-requests.service.ts';
import { createShareRoomService } from './share-room.service.ts';
import { createSitePagesService } from './site-pages.service.ts';
import { type FileStore, localFileStore, temporaryFileStore } from './storage.ts';
import { scheduleUploadPurge } from './upload-purge.ts';

function createCommunity(app: FastifyInstance, store: FileStore) {
  const { db } = app.database;
  const files = createFilesService(db, store);
  const deps = { bannedWords: app.bannedWords, files };
  const questionDeps = {
    ...deps,
    notify: (memberKey: number, notification: NotificationInput) =>
      app.portal.notify(memberKey, notification),
  };
  return {
    boards: createBoardService(db),
    writes: createBoardWriteService(db, {
      ...deps,
      // The home page shows the latest notices (decision 160: its sections forget on every notice write).
      written: async (boardCode) => {
        if (boardCode === 'notice') await app.readCache.invalidate('home-sections');
      },
    }),
    questions: createQuestionsService(db, questionDeps),
    /** Service requests to the agency (decision 152), served under teachersupport. */
    serviceRequests: createServiceRequestsService(db, questionDeps),
    files,
    pages: createSitePagesService(db, deps),
    /** The teacher share room (board teacherShare; decision 151), served under teachersupport. */
    shares: createShareRoomService(db, deps),
    dlsNotices: createDlsNoticesService(db),
    actor: (request: FastifyRequest): Promise<Actor | null> => actorOf(db, request),
  };
}

export type Community = ReturnType<typeof createCommunity>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's community services; other modules use `dlsNotices` only. */
    community: Community;
  }
}

/** The library module's view of the community: the DLS notices it serves under /dls/api/notice. */
export type CommunityForLibrary = { dlsNotices: DlsNoticesService };
export type { DlsNotice, DlsNoticeScope } from './dls-notices.service.ts';

/**
 * The board engine's services for every module (decisions 070–074). Files go to `uploadDir` (DATA_DIR/uploads),
 * or to a temporary folder removed on close when there is none (DATA_DIR=memory, tests).
 */
export const communityPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string | null }) => {
  if (!app.hasDecorator('bannedWords')) await app.register(bannedWordsPlugin);
  let store: FileStore;
  if (opts.uploadDir) store = localFileStore(opts.uploadDir);
  else {
    const temporary = await temporaryFileStore();
    app.addHook('onClose', () => temporary.dispose());
    store = temporary;
  }
  app.decorate('community', createCommunity(app, store));
  await ensureSeedFiles(app.database.db, store);
  scheduleUploadPurge(app, app.community.files);
});
