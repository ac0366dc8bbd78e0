import {
  myQuizActivitiesResponseSchema,
  type QuizAnswerRequest,
  type QuizSaveRequest,
  quizDetailResponseSchema,
  quizDoneResponseSchema,
  quizEditResponseSchema,
  quizListResponseSchema,
  quizResultResponseSchema,
  quizTeacherResponseSchema,
} from '@reading/contract/quiz/reading-quiz';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type ResponseSchema } from '../../../lib/api-client.ts';

const BASE = '/schome/service/readingActivitesJoin/readingQuizSchool';

export const quizKeys = {
  all: ['quiz'] as const,
  list: (scopeCode: string) => ['quiz', 'list', scopeCode] as const,
  one: (kind: string, quizKey: number) => ['quiz', kind, quizKey] as const,
  mine: ['quiz', 'mine'] as const,
  manage: ['quiz', 'manage'] as const,
};

export function useQuizList(scopeCode: 'school' | 'national', enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.list(scopeCode),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, { query: { scopeCode }, schema: quizListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

/** The teachers' switch: the school's students' quizzes in every state. */
export function useStudentQuizzes(enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.manage,
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/manage`, { schema: quizListResponseSchema, signal }).then((r) => r.data),
    enabled,
  });
}

const one = <D>(kind: string, schema: ResponseSchema<{ data: D }>) =>
  function useOne(quizKey: number | null) {
    return useQuery({
      queryKey: quizKeys.one(kind, quizKey ?? 0),
      queryFn: ({ signal }) =>
        apiClient
          .get(`${BASE}/${kind}`, { query: { quizKey: quizKey! }, schema, signal })
          .then((r) => r.data),
      enabled: quizKey !== null,
      retry: false,
    });
  };

export const useQuizDetail = one('detail', quizDetailResponseSchema);
export const useQuizResult = one('result', quizResultResponseSchema);
export const useQuizTeacher = one('teacher', quizTeacherResponseSchema);
export const useQuizEdit = one('edit', quizEditResponseSchema);

export function useMyQuizActivities(enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.mine,
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/mypage/myQuizActivities', { schema: myQuizActivitiesResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export const answerQuiz = (body: QuizAnswerRequest) =>
  apiClient.post(`${BASE}/answer`, { body, schema: quizResultResponseSchema });
export const saveQuiz = (body: QuizSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: quizDoneResponseSchema });
export const approveQuiz = (quizKey: number, approveYn: 'Y' | 'N') =>
  apiClient.post(`${BASE}/approve`, { body: { quizKey, approveYn }, schema: quizDoneResponseSchema });
export const hideQuiz = (quizKey: number, hideYn: 'Y' | 'N') =>
  apiClient.post(`${BASE}/hide`, { body: { quizKey, hideYn }, schema: quizDoneResponseSchema });
