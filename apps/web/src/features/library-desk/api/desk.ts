import { deskLinkCodeResponseSchema } from '@reading/contract/library/card-link';
import {
  checkinResponseSchema,
  checkoutResponseSchema,
  deskFurnishActionResponseSchema,
  deskFurnishResponseSchema,
  deskHoldsResponseSchema,
  deskIllActionResponseSchema,
  deskIllResponseSchema,
  deskLoansResponseSchema,
  deskPatronResponseSchema,
  deskRenewResponseSchema,
} from '@reading/contract/library/desk';
import type { FurnishItem } from '@reading/contract/library/furnish-books';
import type { IllAction, IllItem } from '@reading/contract/library/ill';
import type { LoanItem } from '@reading/contract/library/loans';
import type { ReservationItem } from '@reading/contract/library/reservations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The circulation desk's calls (/dls/api/desk/:libCode/…), made with the school manager's portal
 * session; the server checks the role and the school on each.
 */
const base = (libCode: string) => `/dls/api/desk/${encodeURIComponent(libCode)}`;

export function getDeskPatron(libCode: string, cardNo: string) {
  return apiClient.get(`${base(libCode)}/patron`, { query: { cardNo }, schema: deskPatronResponseSchema });
}

/** A one-time code for a pupil to link their card on MembershipUpdate (decision 051). */
export function issueLinkCode(libCode: string, cardNo: string) {
  return apiClient.post(`${base(libCode)}/link-code`, {
    body: { cardNo },
    schema: deskLinkCodeResponseSchema,
  });
}

export function checkout(libCode: string, cardNo: string, regNo: string) {
  return apiClient.post(`${base(libCode)}/checkout`, {
    body: { cardNo, regNo },
    schema: checkoutResponseSchema,
  });
}

export function checkin(libCode: string, regNo: string) {
  return apiClient.post(`${base(libCode)}/checkin`, { body: { regNo }, schema: checkinResponseSchema });
}

export function deskRenew(libCode: string, regNo: string) {
  return apiClient.post(`${base(libCode)}/renew`, { body: { regNo }, schema: deskRenewResponseSchema });
}

export function acceptFurnish(libCode: string, requestKey: number) {
  return apiClient.post(`${base(libCode)}/furnish-books/${requestKey}/accept`, {
    body: {},
    schema: deskFurnishActionResponseSchema,
  });
}

export function declineFurnish(libCode: string, requestKey: number, reason: string) {
  return apiClient.post(`${base(libCode)}/furnish-books/${requestKey}/decline`, {
    body: { reason },
    schema: deskFurnishActionResponseSchema,
  });
}

export function moveIll(libCode: string, illKey: number, action: IllAction, reason?: string) {
  return apiClient.post(`${base(libCode)}/inter-library-loan/${illKey}/${action}`, {
    body: reason ? { reason } : {},
    schema: deskIllActionResponseSchema,
  });
}

/** The desk's queues, one paged list each. */
export type DeskQueue = 'loans' | 'holds' | 'overdue' | 'furnish' | 'ill';

/**
 * The contract's desk rows add `patron` with a generic `extend` whose inferred type loses the item's
 * fields (Record<string, unknown>); the runtime schema is right, so the rows are typed here by hand.
 */
type DeskPatronRef = { patron: { cardNo: string; name: string; grade: number } };
export type DeskLoanRow = LoanItem & DeskPatronRef;
export type DeskHoldRow = ReservationItem & DeskPatronRef;
type Paged<T> = { list: T[]; totalCount: number; totalPage: number; page: number; display: number };
type QueueRows = {
  loans: Paged<DeskLoanRow>;
  overdue: Paged<DeskLoanRow>;
  holds: Paged<DeskHoldRow>;
  furnish: Paged<FurnishItem>;
  ill: Paged<IllItem>;
};

/** A row of one desk queue. */
export type DeskQueueItem<Q extends DeskQueue> = QueueRows[Q]['list'][number];

const queueCalls = {
  loans: (libCode: string, page: number, signal?: AbortSignal) =>
    apiClient.get(`${base(libCode)}/loans`, {
      query: { page, display: 10 },
      schema: deskLoansResponseSchema,
      signal,
    }),
  overdue: (libCode: string, page: number, signal?: AbortSignal) =>
    apiClient.get(`${base(libCode)}/overdue`, {
      query: { page, display: 10 },
      schema: deskLoansResponseSchema,
      signal,
    }),
  holds: (libCode: string, page: number, signal?: AbortSignal) =>
    apiClient.get(`${base(libCode)}/holds`, {
      query: { page, display: 10 },
      schema: deskHoldsResponseSchema,
      signal,
    }),
  furnish: (libCode: string, page: number, signal?: AbortSignal) =>
    apiClient.get(`${base(libCode)}/furnish-books`, {
      query: { status: 'REQUESTED', page, display: 10 },
      schema: deskFurnishResponseSchema,
      signal,
    }),
  ill: (libCode: string, page: number, signal?: AbortSignal) =>
    apiClient.get(`${base(libCode)}/inter-library-loan`, {
      query: { side: 'all', page, display: 10 },
      schema: deskIllResponseSchema,
      signal,
    }),
};

export const deskQueueKey = (libCode: string, queue?: DeskQueue) =>
  queue ? ['library', 'desk', libCode, queue] : ['library', 'desk', libCode];

export function useDeskQueue<Q extends DeskQueue>(libCode: string, queue: Q, page: number) {
  return useQuery({
    queryKey: [...deskQueueKey(libCode, queue), page],
    queryFn: ({ signal }) =>
      queueCalls[queue](libCode, page, signal).then((r) => r.data as unknown as QueueRows[Q]),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
