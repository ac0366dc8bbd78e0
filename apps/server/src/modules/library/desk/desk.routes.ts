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
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { LIBRARY_FAILS, requireDesk } from '../library-guards.ts';

/** The circulation desk under /dls/api/desk/:libCode (contract library/desk.ts); managers of the school. */
export async function deskRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desk } = services;
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
      return ok(await desk.checkout(lib.libCode, cardNo, regNo), DESK_MESSAGES.checkedOut);
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
      const returned = await desk.checkin(lib.libCode, request.body.regNo);
      await app.staffAudit.record(request, {
        action: 'loan.return',
        targetType: 'book',
        targetKey: `${lib.libCode}:${request.body.regNo}`,
      });
      return ok(returned, returned.heldFor ? DESK_MESSAGES.checkedInHeld : DESK_MESSAGES.checkedIn);
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
      return ok(await desk.renew(lib.libCode, request.body.regNo), DESK_MESSAGES.renewed);
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
      return ok(await desk.loans(lib.libCode, cardNo, paging));
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
      return ok(await desk.overdue(lib.libCode, request.query));
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
      return ok(await desk.holdShelf(lib.libCode, request.query));
    },
  );
}
