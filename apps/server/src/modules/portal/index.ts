import { RECRUIT_STATUS_NAMES } from '@reading/contract/groups/reading-group';
import type { ContestEvent } from '@reading/contract/quiz/golden-bell';
import type { FastifyInstance } from 'fastify';
import { createCatalogueLookup } from '../search/public.ts';
import { createActivitiesRepository } from './activities/activities.repository.ts';
import { activitiesRoutes, activityStatisticsRoutes } from './activities/activities.routes.ts';
import { createActivitiesService } from './activities/activities.service.ts';
import { createBookChoicesService } from './activities/book-choices.service.ts';
import { scheduleDueReminders } from './activities/due-reminders.ts';
import { createPortfolioRepository } from './activities/portfolio.repository.ts';
import { myPortfolioRoutes, portfolioMngRoutes } from './activities/portfolio.routes.ts';
import { createPortfolioService } from './activities/portfolio.service.ts';
import { createClassActivityFigures } from './activities/public.ts';
import { createReportContestRepository } from './activities/report-contest.repository.ts';
import { myReadingContestRoutes, reportContestRoutes } from './activities/report-contest.routes.ts';
import { createReportContestService } from './activities/report-contest.service.ts';
import { createReviewService } from './activities/review.service.ts';
import { createSubjectsService } from './activities/subjects.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { blockWordsRoutes } from './block-words/block-words.routes.ts';
import { commentRoutes } from './comments/comments.routes.ts';
import { communityRoutes } from './community/community.routes.ts';
import { createUploadKeeper } from './community/public.ts';
import { createChannelHub } from './core/channel-hub.ts';
import { createCurationRepository } from './curation/curation.repository.ts';
import { centerListRoutes, curationRoutes } from './curation/curation.routes.ts';
import { createCurationService } from './curation/curation.service.ts';
import { createMyActivitiesRepository } from './curation/my-activities.repository.ts';
import { myActivitiesRoutes } from './curation/my-activities.routes.ts';
import { createMyActivitiesService } from './curation/my-activities.service.ts';
import { createPersonalService } from './curation/personal.service.ts';
import { createReadingStatisticsService } from './curation/reading-statistics.service.ts';
import { registerDebate } from './debate.ts';
import { createEventRepository } from './event/event.repository.ts';
import { eventRoutes } from './event/event.routes.ts';
import { createEventService } from './event/event.service.ts';
import { createPrizeEventService } from './event/prize-event.service.ts';
import { scheduleRetention } from './event/retention.ts';
import { createBookGroupRepository } from './groups/book-group.repository.ts';
import { bookGroupRoutes } from './groups/book-group.routes.ts';
import { createBookGroupService } from './groups/book-group.service.ts';
import { createGroupBoardService } from './groups/group-board.service.ts';
import { createReadingGroupRepository } from './groups/reading-group.repository.ts';
import { readingGroupBoardRoutes, readingGroupRoutes } from './groups/reading-group.routes.ts';
import { createReadingGroupService } from './groups/reading-group.service.ts';
import { homeRoutes } from './home/home.routes.ts';
import { mainRoutes } from './main/main.routes.ts';
import { createDiaryService } from './marathon/diary.service.ts';
import { createMarathonRepository } from './marathon/marathon.repository.ts';
import { marathonRoutes, myMarathonRoutes } from './marathon/marathon.routes.ts';
import { createMarathonService } from './marathon/marathon.service.ts';
import { scheduleStartNotices } from './marathon/start-notices.ts';
import { memberRoutes } from './member/member.routes.ts';
import { menuRoutes } from './menu/menu.routes.ts';
import { myReadingActivitesMngRoutes } from './my-reading-activites-mng.ts';
import { myReadingContestRoutes as myReadingContestSummaryRoutes } from './my-reading-contest.ts';
import { badgesRoutes } from './mypage/badges.routes.ts';
import { bookshelvesRoutes } from './mypage/bookshelves.routes.ts';
import { dashboardRoutes } from './mypage/dashboard.routes.ts';
import { memberDataRoutes } from './mypage/member-data.routes.ts';
import { memberInfoRoutes } from './mypage/member-info.routes.ts';
import { messagesRoutes } from './mypage/messages.routes.ts';
import { mypageServicesOf } from './mypage/mypage.plugin.ts';
import { notificationsRoutes } from './mypage/notifications.routes.ts';
import { createEarnedBadges, createShelvedBooks } from './mypage/public.ts';
import { promotionRoutes } from './promotion/promotion.routes.ts';
import { createPromotionService } from './promotion/promotion.service.ts';
import { createContestRepository } from './quiz/contest.repository.ts';
import { contestRoutes } from './quiz/contest.routes.ts';
import { createContestService } from './quiz/contest.service.ts';
import { createQuizRepository } from './quiz/quiz.repository.ts';
import { myQuizRoutes, quizRoutes } from './quiz/quiz.routes.ts';
import { createQuizService } from './quiz/quiz.service.ts';
import { staffAuditRoutes } from './staff-audit/staff-audit.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { createSurveyRepository } from './survey/survey.repository.ts';
import { surveyRoutes } from './survey/survey.routes.ts';
import { createSurveyService } from './survey/survey.service.ts';
import { createTeacherApprovalRepository, createTeacherApprovalService } from './teacher-approval/public.ts';
import { pupilApprovalRoutes } from './teacher-approval/pupil-approval.routes.ts';
import { teacherApprovalRoutes } from './teacher-approval/teacher-approval.routes.ts';
import { createClassManageRepository } from './teachersupport/class-manage.repository.ts';
import { classManageRoutes } from './teachersupport/class-manage.routes.ts';
import { createClassManageService } from './teachersupport/class-manage.service.ts';
import { createLessonRepository } from './teachersupport/lesson.repository.ts';
import { lessonRoutes } from './teachersupport/lesson.routes.ts';
import { createLessonService } from './teachersupport/lesson.service.ts';
import { serviceRequestRoutes } from './teachersupport/service-request.routes.ts';
import { shareRoomRoutes } from './teachersupport/share-room.routes.ts';
import { textbookRoutes } from './textbook/textbook.routes.ts';
import { todoRoutes } from './todo/todo.routes.ts';
import { createTodoService, type TodoService } from './todo/todo.service.ts';
import {
  activityReviewTodo,
  groupApprovalTodo,
  pupilApprovalTodo,
  teacherApprovalTodo,
} from './todo-sources.ts';

/** Portal module: /schome/** and /service/** (members, menus, community, my page, activities). */
export async function portalModule(app: FastifyInstance) {
  const todo = createTodoService();
  await app.register(mainRoutes, { prefix: '/schome/service/main' });
  await app.register(menuRoutes, { prefix: '/schome/service/main' });
  await app.register(homeRoutes, { prefix: '/schome/service/main' });
  await app.register(statisticsRoutes, { prefix: '/schome/service/statistics' });
  await app.register(textbookRoutes, { prefix: '/schome/service/textbook' });
  await app.register(blockWordsRoutes, { prefix: '/schome/service/block' });
  await app.register(authRoutes, { prefix: '/schome/auth/member' });
  await app.register(memberRoutes, { prefix: '/schome/service/member' });
  await app.register(teacherApprovalRoutes, { prefix: '/schome/service/member/teacherApproval' });
  await app.register(staffAuditRoutes, { prefix: '/schome/service/staffAudit' });
  await app.register(pupilApprovalRoutes, {
    prefix: '/schome/service/member/pupilApproval',
    pupils: mypageServicesOf(app).pupils,
  });
  await app.register(memberDataRoutes, { prefix: '/schome/service/mypage' });
  await app.register(badgesRoutes, { prefix: '/schome/service/mypage' });
  await app.register(bookshelvesRoutes, { prefix: '/schome/service/mypage' });
  await app.register(dashboardRoutes, { prefix: '/schome/service/mypage' });
  await app.register(messagesRoutes, { prefix: '/schome/service/mypage' });
  await app.register(notificationsRoutes, { prefix: '/schome/service/mypage' });
  await app.register(memberInfoRoutes, { prefix: '/schome/service/mypage' });
  await app.register(todoRoutes, { prefix: '/schome/service/mypage', todo });
  todo.add(pupilApprovalTodo(mypageServicesOf(app).pupils));
  todo.add(
    teacherApprovalTodo(
      createTeacherApprovalService({
        repository: createTeacherApprovalRepository(app.database.db),
        bannedWords: app.bannedWords,
      }),
    ),
  );
  await app.register(communityRoutes, { prefix: '/schome/service/community' });
  await app.register(commentRoutes, { prefix: '/schome/service/comment', comments: app.comments });
  const promotion = createPromotionService({
    db: app.database.db,
    bannedWords: app.bannedWords,
    clock: app.clock,
  });
  await app.register(promotionRoutes, { prefix: '/schome/service/promotion', promotion });
  const survey = createSurveyService({
    repository: createSurveyRepository(app.database.db),
    bannedWords: app.bannedWords,
    uploads: createUploadKeeper(app.database.db),
  });
  await app.register(surveyRoutes, { prefix: '/schome/service/community/surveyInfo', survey });
  const eventRepository = createEventRepository(app.database.db);
  const events = createEventService({
    repository: eventRepository,
    bannedWords: app.bannedWords,
    uploads: createUploadKeeper(app.database.db),
  });
  const prize = createPrizeEventService({ repository: eventRepository });
  scheduleRetention(app, prize);
  await app.register(eventRoutes, { prefix: '/schome/service/event', events, prize });
  const db = app.database.db;
  const curationRepository = createCurationRepository(db);
  const curation = createCurationService({
    db,
    repository: curationRepository,
    loanData: app.library,
    bannedWords: app.bannedWords,
    changed: (list) => app.readCache.invalidate(list === 'center' ? 'curation-center' : 'curation-picks'),
  });
  const recommendbook = {
    curation,
    personal: createPersonalService({ db, loanData: app.library, curation }),
    statistics: createReadingStatisticsService({ db, repository: curationRepository, loanData: app.library }),
  };
  await app.register(curationRoutes, { ...recommendbook, prefix: '/schome/service/recommendbook' });
  await app.register(centerListRoutes, { ...recommendbook, prefix: '/service/recommendbook' });
  const activities = createMyActivitiesService({
    repository: createMyActivitiesRepository(db),
    curation,
    bannedWords: app.bannedWords,
  });
  await app.register(myActivitiesRoutes, { curation, activities, prefix: '/schome/service/recommendbook' });
  const lessons = createLessonService({
    repository: createLessonRepository(db),
    bannedWords: app.bannedWords,
    portal: () => app.portal,
  });
  await app.register(lessonRoutes, {
    prefix: '/schome/service/teachersupport/libPracticeLessionApply',
    lessons,
  });
  const activitiesRepository = createActivitiesRepository(db);
  const catalogue = createCatalogueLookup(db);
  const readingActivities = {
    activities: createActivitiesService({
      repository: activitiesRepository,
      catalogue,
      clock: app.clock,
      bannedWords: app.bannedWords,
      portal: () => app.portal,
      uploads: createUploadKeeper(db),
    }),
    books: createBookChoicesService({
      repository: activitiesRepository,
      catalogue,
      library: () => app.library,
      shelves: createShelvedBooks(db),
    }),
    reviews: createReviewService({
      repository: activitiesRepository,
      bannedWords: app.bannedWords,
      portal: () => app.portal,
    }),
    subjects: createSubjectsService({
      repository: activitiesRepository,
      catalogue,
      bannedWords: app.bannedWords,
      portal: () => app.portal,
    }),
  };
  todo.add(activityReviewTodo(readingActivities.reviews));
  scheduleDueReminders(app, readingActivities.subjects, app.clock);
  await app.register(activitiesRoutes, {
    ...readingActivities,
    prefix: '/schome/service/readingActivitesMng',
  });
  await app.register(myReadingActivitesMngRoutes, {
    ...readingActivities,
    prefix: '/schome/service/mypage/myReadingActivitesMng',
  });
  await app.register(activityStatisticsRoutes, {
    ...readingActivities,
    prefix: '/service/readingActivitesMng/readingActivitesStat',
  });
  const reportContests = createReportContestService({
    repository: createReportContestRepository(db),
    bannedWords: app.bannedWords,
    clock: app.clock,
    portal: () => app.portal,
  });
  await app.register(reportContestRoutes, {
    contests: reportContests,
    prefix: '/schome/service/readingActivitesJoin/readingContest',
  });
  await app.register(myReadingContestRoutes, {
    contests: reportContests,
    prefix: '/schome/service/mypage/myReadingContest',
  });
  await app.register(shareRoomRoutes, { prefix: '/schome/service/teachersupport/teacherShareRoom' });
  await app.register(serviceRequestRoutes, { prefix: '/schome/service/teachersupport/serviceRequest' });
  const classes = createClassManageService({
    repository: createClassManageRepository(db),
    library: () => app.library,
    activities: createClassActivityFigures(db),
  });
  await app.register(classManageRoutes, { classes, prefix: '/schome/service/teachersupport/classManage' });
  const portfolios = createPortfolioService({
    repository: createPortfolioRepository(db),
    library: () => app.library,
    badges: createEarnedBadges(db),
    bannedWords: app.bannedWords,
    portal: () => app.portal,
  });
  await app.register(myPortfolioRoutes, { portfolios, prefix: '/schome/service/mypage/myPortfolio' });
  await app.register(portfolioMngRoutes, { portfolios, prefix: '/schome/service/portfolioMng' });
  const { contests } = await registerQuiz(app);
  const { balance } = await registerDebate(app, todo);
  await registerGroups(app, todo);
  const marathons = await registerMarathon(app, catalogue);
  await app.register(myReadingContestSummaryRoutes, {
    marathons,
    contests,
    balance,
    reportContests,
    prefix: '/schome/service/mypage/myReadingContest',
  });
}

/** Reading marathons (issue 19; decisions 180–183). */
async function registerMarathon(app: FastifyInstance, catalogue: ReturnType<typeof createCatalogueLookup>) {
  const deps = {
    repository: createMarathonRepository(app.database.db),
    catalogue,
    clock: app.clock,
    bannedWords: app.bannedWords,
    portal: () => app.portal,
    uploads: createUploadKeeper(app.database.db),
  };
  const marathons = createMarathonService(deps);
  const services = { marathons, diaries: createDiaryService({ ...deps, today: marathons.today }) };
  scheduleStartNotices(app, marathons);
  await app.register(marathonRoutes, {
    ...services,
    prefix: '/schome/service/readingActivitesJoin/readingMarathon',
  });
  await app.register(myMarathonRoutes, { ...services, prefix: '/schome/service/mypage/myReadingContest' });
  return marathons;
}

/** Reading quizzes and golden-bell contests (issue 17; decisions 140–142). */
async function registerQuiz(app: FastifyInstance) {
  const deps = { bannedWords: app.bannedWords, portal: () => app.portal };
  const quiz = createQuizService({ ...deps, repository: createQuizRepository(app.database.db) });
  const hub = createChannelHub<ContestEvent>(
    app.database,
    'portal_quiz_contest',
    (event) => event.contestKey,
  );
  const contests = createContestService({
    ...deps,
    repository: createContestRepository(app.database.db),
    publish: hub.publish,
    notification: hub.notification,
  });
  const join = '/schome/service/readingActivitesJoin';
  await app.register(quizRoutes, { prefix: `${join}/readingQuizSchool`, quiz });
  await app.register(contestRoutes, { prefix: `${join}/readingQuizContest`, contests, hub });
  await app.register(myQuizRoutes, { prefix: '/schome/service/mypage', quiz, contests });
  return { contests };
}

/** Reading clubs and group reading (issue 20; decisions 190–194). */
async function registerGroups(app: FastifyInstance, todo: TodoService) {
  const deps = {
    bannedWords: app.bannedWords,
    portal: () => app.portal,
    uploads: createUploadKeeper(app.database.db),
  };
  const repository = createReadingGroupRepository(app.database.db);
  const groups = createReadingGroupService({ ...deps, repository });
  const board = createGroupBoardService({ ...deps, repository, groups });
  todo.add(groupApprovalTodo(groups));
  const bookGroups = createBookGroupService({
    bannedWords: app.bannedWords,
    repository: createBookGroupRepository(app.database.db),
  });
  const join = '/schome/service/readingActivitesJoin';
  await app.register(readingGroupRoutes, { prefix: `${join}/readingGroup`, groups, board });
  await app.register(readingGroupBoardRoutes, { prefix: `${join}/readingGroupBoard`, board });
  await app.register(bookGroupRoutes, { prefix: `${join}/readingBookGroup`, bookGroups });
  app.comments.register('groupBoard', {
    access: (actor, targetKey) => board.commentAccess(actor, targetKey),
    onWritten: async (actor, written) => {
      await app.portal.reportActivity({
        kind: 'clubJoined',
        memberKey: actor.memberKey,
        sourceKey: `groupComment:${written.commentKey}`,
      });
    },
  });
  app.portal.addCommunitySection({
    code: 'group',
    name: '독서동아리',
    order: 50,
    moreRoute: 'ReadingGroup',
    appliesTo: () => false,
    count: (memberKey) => repository.myCount(memberKey),
    page: async (memberKey, pageIndex, pageSize) => {
      const [rows, total] = await Promise.all([
        repository.myPage(memberKey, pageSize, (pageIndex - 1) * pageSize),
        repository.myCount(memberKey),
      ]);
      return {
        list: rows.map((r) => ({
          key: r.groupKey,
          boardName: '독서동아리',
          title: r.name,
          regDate: r.regDate.toISOString(),
          statusName: RECRUIT_STATUS_NAMES[r.recruitStatusCode] ?? null,
          statusCode: r.recruitStatusCode,
          linkRoute: 'BookGroupClub',
          linkQuery: { groupKey: String(r.groupKey) },
        })),
        totalCount: total,
        totalPage: Math.ceil(total / pageSize),
        pageIndex,
        pageSize,
      };
    },
  });
}
