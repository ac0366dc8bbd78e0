import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  LOAN_MESSAGES,
  loanHistoryRequestSchema,
  loanHistoryResponseSchema,
  loanListRequestSchema,
  loanListResponseSchema,
  loanRenewRequestSchema,
  loanRenewResponseSchema,
} from '@reading/contract/library/loans';
import {
  RESERVATION_MESSAGES,
  reservationCancelRequestSchema,
  reservationListRequestSchema,
  reservationListResponseSchema,
  reservationRequestSchema,
  reservationResponseSchema,
} from '@reading/contract/library/reservations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LibraryRoutesOptions } from '../library.plugin.ts';
import { requirePatron } from '../library-guards.ts';

const fails = {
  400: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/**
 * The member's own loans and reservations with the library token (contract library/loans.ts,
 * library/reservations.ts): loan/list, loan/history, loan/renew, reservation/list|request|cancel.
 */
export async function memberLoansRoutes(fastify: FastifyInstance, { services }: LibraryRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { circulation, loans, reservations } = services;
  const tags = ['library'];

  app.get(
    '/loan/list',
    {
      schema: {
        tags,
        summary: '대출 현황',
        querystring: loanListRequestSchema,
        response: { 200: loanListResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(await loans.page({ patronId: patron.patronId, open: true }, request.query));
    },
  );

  app.get(
    '/loan/history',
    {
      schema: {
        tags,
        summary: '대출 이력',
        querystring: loanHistoryRequestSchema,
        response: { 200: loanHistoryResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(await loans.page({ patronId: patron.patronId, open: false }, request.query));
    },
  );

  app.post(
    '/loan/renew',
    {
      schema: {
        tags,
        summary: '대출 연장',
        body: loanRenewRequestSchema,
        response: { 200: loanRenewResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(
        await circulation.renewByPatron(patron.patronId, request.body.loanKey),
        LOAN_MESSAGES.renewed,
      );
    },
  );

  app.get(
    '/reservation/list',
    {
      schema: {
        tags,
        summary: '예약 현황',
        querystring: reservationListRequestSchema,
        response: { 200: reservationListResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(await reservations.listOf(patron, request.query));
    },
  );

  app.post(
    '/reservation/request',
    {
      schema: {
        tags,
        summary: '예약 신청',
        body: reservationRequestSchema,
        response: { 200: reservationResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(await reservations.reserve(patron, request.body.bookKey), RESERVATION_MESSAGES.reserved);
    },
  );

  app.post(
    '/reservation/cancel',
    {
      schema: {
        tags,
        summary: '예약 취소',
        body: reservationCancelRequestSchema,
        response: { 200: reservationResponseSchema, ...fails },
      },
    },
    async (request) => {
      const patron = await requirePatron(app, request);
      return ok(await reservations.cancel(patron, request.body.rsvtKey), RESERVATION_MESSAGES.cancelled);
    },
  );
}
