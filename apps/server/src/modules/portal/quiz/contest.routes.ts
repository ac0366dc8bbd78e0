import { ok } from '@reading/contract/envelope';
import {
  CONTEST_MESSAGES,
  type ContestEvent,
  contestAnswerRequestSchema,
  contestBoardResponseSchema,
  contestDoneResponseSchema,
  contestFormSchema,
  contestKeyRequestSchema,
  contestListResponseSchema,
  contestQuestionsRequestSchema,
  contestResultResponseSchema,
  contestReviveRequestSchema,
  contestStateResponseSchema,
  contestStreamRequestSchema,
  contestUpdateRequestSchema,
  contestViewRequestSchema,
  scoreListResponseSchema,
} from '@reading/contract/quiz/golden-bell';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../lib/errors.ts';
import { actorOf } from '../core/actor.ts';
import type { createChannelHub } from '../core/channel-hub.ts';
import { lastEventIdOf } from '../core/live-streams.ts';
import type { ContestService } from './contest.service.ts';
import { QUIZ_FAILS } from './quiz.routes.ts';

const tags = ['golden-bell'];
type ContestHub = ReturnType<typeof createChannelHub<ContestEvent>>;

/** /schome/service/readingActivitesJoin/readingQuizContest/* (spec 001 §7; decisions 141, 142). */
export async function contestRoutes(
  fastify: FastifyInstance,
  opts: { contests: ContestService; hub: ContestHub },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contests, hub } = opts;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...QUIZ_FAILS });
  const done = { 200: contestDoneResponseSchema, ...QUIZ_FAILS };
  type Actor = Awaited<ReturnType<typeof actor>>;
  /**
   * One step of running a contest: POST { contestKey } by the contest's own teacher. The service's
   * `runnable` guard answers 401/403/404 and the step's state rule 409, so every step is declared alike.
   */
  const step = (
    path: string,
    summary: string,
    run: (caller: Actor, contestKey: number) => Promise<{ contestKey: number }>,
    message?: string,
  ) =>
    app.post(
      path,
      { schema: { tags, summary: `${summary} (선생님)`, body: contestKeyRequestSchema, response: done } },
      async (request) => ok(await run(await actor(request), request.body.contestKey), message),
    );

  app.addHook('onReady', () => hub.start());
  // Open streams end with the server (app.liveStreams); then this hub stops listening.
  app.addHook('preClose', () => hub.stop());

  app.get(
    '/list',
    { schema: { tags, summary: '골든벨 목록', response: response(contestListResponseSchema) } },
    async (request) => ok(await contests.list(await actor(request))),
  );
  app.post(
    '/create',
    { schema: { tags, summary: '골든벨 만들기 (선생님)', body: contestFormSchema, response: done } },
    async (request) =>
      ok(await contests.create(await actor(request), request.body), CONTEST_MESSAGES.created),
  );
  app.post(
    '/update',
    { schema: { tags, summary: '골든벨 수정', body: contestUpdateRequestSchema, response: done } },
    async (request) =>
      ok(
        await contests.update(await actor(request), request.body.contestKey, request.body),
        CONTEST_MESSAGES.saved,
      ),
  );
  app.post(
    '/questions',
    { schema: { tags, summary: '골든벨 문제 저장', body: contestQuestionsRequestSchema, response: done } },
    async (request) =>
      ok(
        await contests.setQuestions(await actor(request), request.body.contestKey, request.body.questionList),
        CONTEST_MESSAGES.saved,
      ),
  );
  step('/complete', '골든벨 만들기 완료', contests.complete, CONTEST_MESSAGES.completed);
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '골든벨 현재 상태 (열린 문제는 정답 없이)',
        querystring: contestViewRequestSchema,
        response: response(contestStateResponseSchema),
      },
    },
    async (request) => ok(await contests.detail(await actor(request), request.query.contestKey)),
  );
  app.post(
    '/join',
    { schema: { tags, summary: '골든벨 참여 (학생)', body: contestKeyRequestSchema, response: done } },
    async (request) =>
      ok(await contests.join(await actor(request), request.body.contestKey), CONTEST_MESSAGES.joined),
  );
  app.post(
    '/answer',
    {
      schema: {
        tags,
        summary: '답 제출 (서버 시각으로 마감)',
        body: contestAnswerRequestSchema,
        response: done,
      },
    },
    async (request) =>
      ok(await contests.answer(await actor(request), request.body), CONTEST_MESSAGES.accepted),
  );
  app.get(
    '/teacher',
    {
      schema: {
        tags,
        summary: '골든벨 진행판 (선생님)',
        querystring: contestKeyRequestSchema,
        response: response(contestBoardResponseSchema),
      },
    },
    async (request) => ok(await contests.board(await actor(request), request.query.contestKey)),
  );
  step('/next', '다음 문제 열기 (첫 문제로 시작)', contests.next);
  step('/reveal', '정답 공개·탈락 처리', contests.reveal);
  app.post(
    '/revive',
    { schema: { tags, summary: '탈락자 부활', body: contestReviveRequestSchema, response: done } },
    async (request) =>
      ok(
        await contests.revive(await actor(request), request.body.contestKey, request.body.memberKey),
        CONTEST_MESSAGES.revived,
      ),
  );
  step('/finish', '골든벨 끝내기', contests.finish, CONTEST_MESSAGES.finished);
  app.get(
    '/teacher/scoreList',
    {
      schema: {
        tags,
        summary: '골든벨 점수 목록 (선생님)',
        querystring: contestViewRequestSchema,
        response: response(scoreListResponseSchema),
      },
    },
    async (request) => ok(await contests.scoreList(await actor(request), request.query.contestKey)),
  );
  app.get(
    '/result',
    {
      schema: {
        tags,
        summary: '골든벨 결과',
        querystring: contestViewRequestSchema,
        response: response(contestResultResponseSchema),
      },
    },
    async (request) =>
      ok(await contests.result(await actor(request), request.query.contestKey, request.query.maskingYN)),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags,
        summary: '골든벨 실시간 (text/event-stream: question·reveal·players·finished)',
        querystring: contestStreamRequestSchema,
        response: { 400: QUIZ_FAILS[400], 401: QUIZ_FAILS[401], 404: QUIZ_FAILS[404] },
      },
    },
    async (request, reply) => {
      const { contestKey, ticket } = request.query;
      const holder = await app.liveStreams.holderOf(ticket);
      if (!holder) throw unauthorized(CONTEST_MESSAGES.ticketInvalid);
      // The stream carries nothing its target class may not see (questions without answers until the
      // deadline has passed): only the contest's host and its target class hear it.
      await contests.assertStreamable(holder, contestKey);
      // A question's id is its number: a stream that reconnects (another node, through the load balancer)
      // with Last-Event-ID is sent the open question it has not seen (decision 253).
      const stream = app.liveStreams.open(request, reply, holder, (live) =>
        hub.subscribe(contestKey, (event) =>
          live.send(event.type, event, event.type === 'question' ? event.questionNo : undefined),
        ),
      );
      stream.send('hello', { contestKey });
      const lastSeen = lastEventIdOf(request);
      if (lastSeen === null) return;
      const open = await contests.openQuestion(contestKey).catch(() => null);
      if (open && open.questionNo > lastSeen) stream.send('question', open, open.questionNo);
    },
  );
}
