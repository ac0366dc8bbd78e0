import {
  loanHistoryResponseSchema,
  loanListResponseSchema,
  loanRenewResponseSchema,
} from '@reading/contract/library/loans';
import { useQuery } from '@tanstack/react-query';
import { libraryGet, libraryKeys, libraryPost } from '../../../lib/library/library-client.ts';

/** GET /dls/api/loan/list: the member's current loans, 10 a page (spec 001 §7, §9). */
export function getLoanList(page: number, signal?: AbortSignal) {
  return libraryGet('/dls/api/loan/list', { page, display: 10 }, loanListResponseSchema, signal);
}

/** GET /dls/api/loan/history: returned loans, latest first. */
export function getLoanHistory(page: number, signal?: AbortSignal) {
  return libraryGet('/dls/api/loan/history', { page, display: 10 }, loanHistoryResponseSchema, signal);
}

/** POST /dls/api/loan/renew: refused (409) when reserved by someone else, overdue or at the limit. */
export function renewLoan(loanKey: number) {
  return libraryPost('/dls/api/loan/renew', { loanKey }, loanRenewResponseSchema);
}

export function useLoanList(page: number) {
  return useQuery({
    queryKey: libraryKeys.list('loans', page),
    queryFn: ({ signal }) => getLoanList(page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useLoanHistory(page: number) {
  return useQuery({
    queryKey: libraryKeys.list('history', page),
    queryFn: ({ signal }) => getLoanHistory(page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
