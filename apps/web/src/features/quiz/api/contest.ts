import {
  type ContestForm,
  contestBoardResponseSchema,
  contestDoneResponseSchema,
  contestListResponseSchema,
  contestResultResponseSchema,
  contestStateResponseSchema,
  scoreListResponseSchema,
} from '@reading/contract/quiz/golden-bell';
import type { QuestionInput } from '@reading/contract/quiz/questions';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseSchema } from '../../../lib/api-client.ts';

export const CONTEST_BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

export const contestKeys = {
  all: ['contest'] as const,
  list: ['contest', 'list'] as const,
  one: (kind: string, contestKey: number) => ['contest', kind, contestKey] as const,
};

export function useContestList(enabled: boolean) {
  return useQuery({
    queryKey: contestKeys.list,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${CONTEST_BASE}/list`, { schema: contestListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

const one = <D>(kind: string, schema: ResponseSchema<{ data: D }>) =>
  function useOne(contestKey: number | null) {
    return useQuery({
      queryKey: contestKeys.one(kind, contestKey ?? 0),
      queryFn: ({ signal }) =>
        apiClient
          .get(`${CONTEST_BASE}/${kind}`, { query: { contestKey: contestKey! }, schema, signal })
          .then((r) => r.data),
      enabled: contestKey !== null,
      retry: false,
    });
  };

export const useContestState = one('detail', contestStateResponseSchema);
export const useContestBoard = one('teacher', contestBoardResponseSchema);
export const useContestResult = one('result', contestResultResponseSchema);
export const useScoreList = one('teacher/scoreList', scoreListResponseSchema);

const post = (call: string, body: object) =>
  apiClient.post(`${CONTEST_BASE}/${call}`, { body, schema: contestDoneResponseSchema });
export const createContest = (form: ContestForm) => post('create', form);
export const updateContest = (contestKey: number, form: ContestForm) =>
  post('update', { ...form, contestKey });
export const saveContestQuestions = (contestKey: number, questionList: QuestionInput[]) =>
  post('questions', { contestKey, questionList });
export const contestAction = (call: 'complete' | 'join' | 'next' | 'reveal' | 'finish', contestKey: number) =>
  post(call, { contestKey });
export const revivePlayer = (contestKey: number, memberKey: number) =>
  post('revive', { contestKey, memberKey });
export const answerContest = (contestKey: number, questionNo: number, answer: string) =>
  post('answer', { contestKey, questionNo, answer });
