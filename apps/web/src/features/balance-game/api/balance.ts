import {
  type BalanceSaveRequest,
  balanceDetailResponseSchema,
  balanceListResponseSchema,
  balanceVoteResponseSchema,
} from '@reading/contract/debate/balance';
import { envelopeSchema } from '@reading/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export const BALANCE_BASE = '/schome/service/readingActivitesJoin/balanceGame';
const doneSchema = envelopeSchema(z.object({ balanceKey: z.number().int(), statusCode: z.string() }));

export const balanceKeys = {
  all: ['balance'] as const,
  list: (statusCode: string) => ['balance', 'list', statusCode] as const,
  detail: (balanceKey: number) => ['balance', 'detail', balanceKey] as const,
};

export function useBalanceList(statusCode: string, enabled: boolean) {
  return useQuery({
    queryKey: balanceKeys.list(statusCode),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BALANCE_BASE}/list`, { query: { statusCode }, schema: balanceListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useBalanceDetail(balanceKey: number | null) {
  return useQuery({
    queryKey: balanceKeys.detail(balanceKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BALANCE_BASE}/detail`, {
          query: { balanceKey: balanceKey! },
          schema: balanceDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: balanceKey !== null,
    retry: false,
  });
}

export const saveBalance = (body: BalanceSaveRequest) =>
  apiClient.post(`${BALANCE_BASE}/save`, { body, schema: doneSchema });
export const approveBalance = (balanceKey: number, approveYn: 'Y' | 'N', returnReason?: string) =>
  apiClient.post(`${BALANCE_BASE}/approve`, {
    body: { balanceKey, approveYn, returnReason },
    schema: doneSchema,
  });
export const closeBalance = (balanceKey: number) =>
  apiClient.post(`${BALANCE_BASE}/close`, { body: { balanceKey }, schema: doneSchema });
export const voteBalance = (balanceKey: number, choice: 'A' | 'B') =>
  apiClient.post(`${BALANCE_BASE}/vote`, { body: { balanceKey, choice }, schema: balanceVoteResponseSchema });
