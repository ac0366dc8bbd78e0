import { ok } from '@reading/contract/envelope';
import {
  checkinRequestSchema,
  checkinResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  DESK_MESSAGES,
  deskHoldsRequestSchema,
  deskHoldsResponseSchema,
  deskLibraryParamsSchema,
  deskLoansRequestSchema,
  deskLoansResponseSchema,
  deskOverdueRequestSchema,
  deskOverdueResponseSchema,
  deskPatronRequestSchema,
  deskPatronResponseSchema,
  deskRenewRequestSchema,
  deskRenewResponseSchema,
} from '@reading/contract/library/desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIBRARY_FAILS, requireDesk } from '../access.ts';
import { patronOf, toReservationItem } from '../circulation/items.ts';
import { listDeskLoans, loanItems } from '../circulation/loan-lists.ts';
import { loansRepository } from '../circulation/loans.repository.ts';
import { reservationsRepository } from '../circulation/reservations.repository.ts';
import { paged } from '../paging.ts';
import { createDeskService } from './desk.service.ts';

/** The circulation desk under /dls/api/desk/:libCode (contract library/desk.ts); managers of the school. */
export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { circulation, rules } = app.library;
  const desk = createDeskService(db, app.library);
  const tags = ['library-desk'];
  const params = deskLibraryParamsSchema;

  app.get(
    '/desk/:libCode/patron',
    {
      schema: {
        tags,
        summary: '이용자 조회',
        params,
        querystring: deskPatronRequestSchema,
        response: { 200: deskPatronResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      return ok(await desk.patronView(lib.libCode, request.query.cardNo));
    },
  );

  app.post(
    '/desk/:libCode/checkout',
    {
      schema: {
        tags,
        summary: '대출',
        params,
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const { cardNo, regNo } = request.body;
      const loanKey = await circulation.checkout(lib.libCode, cardNo, regNo);
      const row = (await loansRepository.byKey(db, loanKey))!;
      const [loan] = await loanItems(db, rules, [row], circulation.today());
      const view = await desk.patronView(lib.libCode, cardNo);
      return ok({ loan: loan!, patron: view.patron }, DESK_MESSAGES.checkedOut);
    },
  );

  app.post(
    '/desk/:libCode/checkin',
    {
      schema: {
        tags,
        summary: '반납',
        params,
        body: checkinRequestSchema,
        response: { 200: checkinResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const { loanKey, heldFor } = await circulation.checkin(lib.libCode, request.body.regNo);
      const row = (await loansRepository.byKey(db, loanKey))!;
      const [loan] = await loanItems(db, rules, [row], circulation.today());
      const held = heldFor ? await reservationsRepository.byKey(db, heldFor.rsvtKey) : null;
      return ok(
        {
          loan: loan!,
          heldFor: held
            ? {
                rsvtKey: held.rsvtKey,
                cardNo: held.cardNo,
                name: held.patronName,
                pickupUntil: heldFor!.pickupUntil,
              }
            : null,
        },
        held ? DESK_MESSAGES.checkedInHeld : DESK_MESSAGES.checkedIn,
      );
    },
  );

  app.post(
    '/desk/:libCode/renew',
    {
      schema: {
        tags,
        summary: '대출 연장',
        params,
        body: deskRenewRequestSchema,
        response: { 200: deskRenewResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const loanKey = await circulation.renewAtDesk(lib.libCode, request.body.regNo);
      const row = (await loansRepository.byKey(db, loanKey))!;
      const [loan] = await loanItems(db, rules, [row], circulation.today());
      return ok(loan!, DESK_MESSAGES.renewed);
    },
  );

  app.get(
    '/desk/:libCode/loans',
    {
      schema: {
        tags,
        summary: '대출 중인 자료',
        params,
        querystring: deskLoansRequestSchema,
        response: { 200: deskLoansResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const { cardNo, ...paging } = request.query;
      const patronId = cardNo ? (await circulation.patronAt(lib.libCode, cardNo)).patronId : undefined;
      return ok(
        await listDeskLoans(
          db,
          rules,
          { libCode: lib.libCode, patronId, open: true },
          paging,
          circulation.today(),
        ),
      );
    },
  );

  app.get(
    '/desk/:libCode/overdue',
    {
      schema: {
        tags,
        summary: '연체 자료',
        params,
        querystring: deskOverdueRequestSchema,
        response: { 200: deskOverdueResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      const today = circulation.today();
      return ok(
        await listDeskLoans(
          db,
          rules,
          { libCode: lib.libCode, open: true, dueBefore: today },
          request.query,
          today,
        ),
      );
    },
  );

  app.get(
    '/desk/:libCode/holds',
    {
      schema: {
        tags,
        summary: '예약 보관 서가',
        params,
        querystring: deskHoldsRequestSchema,
        response: { 200: deskHoldsResponseSchema, ...LIBRARY_FAILS },
      },
    },
    async (request) => {
      const { lib } = await requireDesk(app, request, request.params.libCode);
      await circulation.sweepExpired(lib.libCode);
      const { page, display } = request.query;
      const { rows, total } = await reservationsRepository.ready(
        db,
        lib.libCode,
        display,
        (page - 1) * display,
      );
      return ok(
        paged(
          rows.map((r) => ({ ...toReservationItem(r), patron: patronOf(r) })),
          total,
          request.query,
        ),
      );
    },
  );
}
