import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  myReadingContestCountResponseSchema,
  myReadingQuizContestResponseSchema,
} from '@reading/contract/mypage/my-reading-contest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from './activities/activities.routes.ts';
import type { ReportContestService } from './activities/report-contest.service.ts';
import type { BalanceService } from './balance/balance.service.ts';
import { actorOf, requireActor } from './core/actor.ts';
import type { MarathonService } from './marathon/marathon.service.ts';
import type { ContestService } from './quiz/contest.service.ts';

type Areas = {
  marathons: MarathonService;
  contests: ContestService;
  balance: BalanceService;
  reportContests: ReportContestService;
};

const fails = { 401: failEnvelopeSchema };

/**
 * myReadingContest (spec 001 §7; decision 291), composed from the four areas' services: the golden bells
 * a member played (`readingQuizContest`) and the counts of the four lists (`count`). The other three lists
 * are the areas' own routes under the same prefix (readingMarathon, balanceGame, readingContest).
 */
export async function myReadingContestRoutes(fastify: FastifyInstance, areas: Areas) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['mypage'];
  app.get(
    '/readingQuizContest',
    {
      schema: {
        tags,
        summary: '나의 독서대회: 골든벨',
        response: { 200: myReadingQuizContestResponseSchema, ...fails },
      },
    },
    async (request) => {
      const list = await areas.contests.mine(requireActor(await actorOf(app.database.db, request)));
      return ok({ list, totalCount: list.length });
    },
  );
  app.get(
    '/count',
    {
      schema: {
        tags,
        summary: '나의 독서대회 건수',
        response: { 200: myReadingContestCountResponseSchema, ...fails },
      },
    },
    async (request) => {
      const actor = requireActor(await actorOf(app.database.db, request));
      const [marathons, golden, games, reports] = await Promise.all([
        areas.marathons.mine(actor),
        areas.contests.mine(actor),
        areas.balance.ofMember(actor),
        areas.reportContests.mine(viewerOf(request)),
      ]);
      return ok({
        readingMarathonCount: marathons.readingMarathon.totalCount,
        readingQuizContestCount: golden.length,
        balanceGameCount: games.length,
        readingContestCount: reports.entryList.length + reports.contestList.length,
      });
    },
  );
}
