import {
  BALANCE_MESSAGES,
  balanceApproveRequestSchema,
  balanceDetailResponseSchema,
  balanceKeyRequestSchema,
  balanceListRequestSchema,
  balanceListResponseSchema,
  balanceSaveRequestSchema,
  balanceStreamRequestSchema,
  balanceVoteRequestSchema,
  balanceVoteResponseSchema,
} from '@reading/contract/debate/balance';
import { envelopeSchema, failEnvelopeSchema, ok } from '@reading/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../../lib/errors.ts';
import { actorOf } from '../core/actor.ts';
import type { createChannelHub } from '../core/channel-hub.ts';
import type { BalanceService, TallyEvent } from './balance.service.ts';

const tags = ['balanceGame'];
export const BALANCE_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};
const doneSchema = envelopeSchema(z.object({ balanceKey: z.number().int(), statusCode: z.string() }));
type TallyHub = ReturnType<typeof createChannelHub<TallyEvent>>;

/** /schome/service/readingActivitesJoin/balanceGame/* (issue 18; decision 171). */
export async function balanceRoutes(
  fastify: FastifyInstance,
  opts: { balance: BalanceService; hub: TallyHub },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { balance, hub } = opts;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);
  const response = <T>(schema: T) => ({ 200: schema, ...BALANCE_FAILS });
  app.addHook('onReady', () => hub.start());
  // Open streams end with the server (app.liveStreams); then this hub stops listening.
  app.addHook('preClose', () => hub.stop());

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '밸런스 게임 목록 (상태별)',
        querystring: balanceListRequestSchema,
        response: response(balanceListResponseSchema),
      },
    },
    async (request) => ok(await balance.list(await actor(request), request.query.statusCode)),
  );
  app.get(
    '/detail',
    {
      schema: {
        tags,
        summary: '밸런스 게임 (집계·내 선택)',
        querystring: balanceKeyRequestSchema,
        response: response(balanceDetailResponseSchema),
      },
    },
    async (request) => ok(await balance.detail(await actor(request), request.query.balanceKey)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '밸런스 게임 만들기·수정 (학생: 승인 대기)',
        body: balanceSaveRequestSchema,
        response: response(doneSchema),
      },
    },
    async (request) => {
      const saved = await balance.save(await actor(request), request.body);
      return ok(saved, saved.statusCode === '01' ? BALANCE_MESSAGES.savedPending : BALANCE_MESSAGES.saved);
    },
  );
  app.post(
    '/approve',
    {
      schema: {
        tags,
        summary: '밸런스 게임 승인·반려 (선생님)',
        body: balanceApproveRequestSchema,
        response: response(doneSchema),
      },
    },
    async (request) => {
      const done = await balance.approve(await actor(request), request.body);
      return ok(done, done.statusCode === '02' ? BALANCE_MESSAGES.approved : BALANCE_MESSAGES.returned);
    },
  );
  app.post(
    '/close',
    {
      schema: {
        tags,
        summary: '밸런스 게임 마감 (선생님)',
        body: balanceKeyRequestSchema,
        response: response(doneSchema),
      },
    },
    async (request) =>
      ok(await balance.close(await actor(request), request.body.balanceKey), BALANCE_MESSAGES.closed),
  );
  app.post(
    '/vote',
    {
      schema: {
        tags,
        summary: '밸런스 게임 투표 (한 번, 진행 중 변경 가능)',
        body: balanceVoteRequestSchema,
        response: response(balanceVoteResponseSchema),
      },
    },
    async (request) => {
      const { outcome, data } = await balance.vote(
        await actor(request),
        request.body.balanceKey,
        request.body.choice,
      );
      return ok(data, outcome === 'added' ? BALANCE_MESSAGES.voted : BALANCE_MESSAGES.voteChanged);
    },
  );
  app.get(
    '/stream',
    {
      schema: {
        tags,
        summary: '밸런스 게임 실시간 집계 (text/event-stream: tally)',
        querystring: balanceStreamRequestSchema,
        response: { 400: BALANCE_FAILS[400], 401: BALANCE_FAILS[401], 404: BALANCE_FAILS[404] },
      },
    },
    async (request, reply) => {
      const { balanceKey, ticket } = request.query;
      const holder = await app.liveStreams.holderOf(ticket);
      if (!holder) throw unauthorized(BALANCE_MESSAGES.ticketInvalid);
      // Only counts travel on the stream, and only to members of the game's school.
      await balance.visibleToSchool(holder.schKey, balanceKey).catch(() => {
        throw notFound(BALANCE_MESSAGES.notFound);
      });
      const stream = app.liveStreams.open(request, reply, holder, (live) =>
        hub.subscribe(balanceKey, (event) => live.send('tally', event)),
      );
      stream.send('hello', { balanceKey });
    },
  );
}

/** GET /schome/service/mypage/myReadingContest/balanceGame (spec 001 §7): the games I made or voted in. */
export async function myBalanceRoutes(fastify: FastifyInstance, opts: { balance: BalanceService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/balanceGame',
    {
      schema: {
        tags,
        summary: '나의 밸런스 게임 (만든 것·투표한 것)',
        response: { 200: balanceListResponseSchema, 401: BALANCE_FAILS[401] },
      },
    },
    async (request) => {
      const actor = await actorOf(app.database.db, request);
      if (!actor) throw unauthorized(BALANCE_MESSAGES.loginRequired);
      const list = await opts.balance.ofMember(actor);
      return ok({ list, totalCount: list.length });
    },
  );
}
