import type { FastifyInstance } from 'fastify';
import { createBalanceRepository } from './balance/balance.repository.ts';
import { balanceRoutes, myBalanceRoutes } from './balance/balance.routes.ts';
import { createBalanceService, type TallyEvent } from './balance/balance.service.ts';
import { createChannelHub } from './core/channel-hub.ts';
import { createDiscussionRepository } from './discussion/discussion.repository.ts';
import { discussionRoutes } from './discussion/discussion.routes.ts';
import { createDiscussionService } from './discussion/discussion.service.ts';
import { createNewsgroupRepository } from './newsgroup/newsgroup.repository.ts';
import { newsgroupRoutes } from './newsgroup/newsgroup.routes.ts';
import { createNewsgroupService } from './newsgroup/newsgroup.service.ts';
import type { TodoService } from './todo/todo.service.ts';
import { balanceApprovalTodo } from './todo-sources.ts';

/**
 * Balance games, discussion rooms and reading newsgroups (issue 18; decisions 170–174): their services,
 * their comment target types on the shared engine (`app.comments`), and their routes.
 */
export async function registerDebate(app: FastifyInstance, todo: TodoService) {
  const db = app.database.db;
  const { comments, bannedWords } = app;
  const portal = () => app.portal;
  const hub = createChannelHub<TallyEvent>(app.database, 'portal_balance_tally', (event) => event.balanceKey);
  const balance = createBalanceService({
    repository: createBalanceRepository(db),
    bannedWords,
    portal,
    publish: hub.publish,
  });
  todo.add(balanceApprovalTodo(balance));
  const discussions = createDiscussionService({
    repository: createDiscussionRepository(db),
    comments,
    bannedWords,
    portal,
  });
  const newsgroups = createNewsgroupService({
    repository: createNewsgroupRepository(db),
    comments,
    bannedWords,
  });

  comments.register('balance', { access: balance.commentAccess });
  comments.register('discussion', {
    access: discussions.commentAccess,
    onWritten: (actor, written) => discussions.onOpinion(actor, written.targetKey),
  });
  comments.register('newsgroup', { access: newsgroups.commentAccess });

  const join = '/schome/service/readingActivitesJoin';
  await app.register(balanceRoutes, { prefix: `${join}/balanceGame`, balance, hub });
  await app.register(myBalanceRoutes, { prefix: '/schome/service/mypage/myReadingContest', balance });
  await app.register(discussionRoutes, { prefix: `${join}/readingDiscussion`, discussions });
  await app.register(newsgroupRoutes, { prefix: `${join}/readingNewsgroup`, newsgroups });
  return { balance, discussions, newsgroups };
}
