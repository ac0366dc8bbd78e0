import { balanceListResponseSchema } from '@reading/contract/debate/balance';
import { myReadingMarathonResponseSchema } from '@reading/contract/marathon/marathon';
import {
  myReadingContestCountResponseSchema,
  myReadingQuizContestResponseSchema,
} from '@reading/contract/mypage/my-reading-contest';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** myReadingContest's counts and its marathon, golden-bell and balance-game lists (spec 001 §7; decision 291). */
const base = '/schome/service/mypage/myReadingContest';
const key = ['myReadingContest'] as const;

export const useMyContestCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'count'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/count`, { schema: myReadingContestCountResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });

export const useMyMarathons = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'readingMarathon'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingMarathon`, { schema: myReadingMarathonResponseSchema, signal })
        .then((r) => r.data.readingMarathon),
    enabled,
  });

export const useMyGoldenBells = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'readingQuizContest'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingQuizContest`, { schema: myReadingQuizContestResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });

export const useMyBalanceGames = (enabled: boolean) =>
  useQuery({
    queryKey: [...key, 'balanceGame'],
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/balanceGame`, { schema: balanceListResponseSchema, signal }).then((r) => r.data),
    enabled,
  });
