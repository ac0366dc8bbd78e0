import {
  type PortfolioForm,
  portfolioDetailResponseSchema,
  portfolioPageResponseSchema,
  portfolioSavedResponseSchema,
  portfolioSourcesResponseSchema,
} from '@reading/contract/portfolio/portfolio';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const mine = '/schome/service/mypage/myPortfolio';
const mng = '/schome/service/portfolioMng';
export const portfolioKey = ['portfolios'] as const;

const page = (url: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  apiClient.get(url, { query, schema: portfolioPageResponseSchema, signal }).then((r) => r.data);

export function useMyPortfolios(pageIndex: number) {
  return useQuery({
    queryKey: [...portfolioKey, 'mine', pageIndex],
    queryFn: ({ signal }) => page(`${mine}/list`, { pageIndex, pageSize: 10 }, signal),
    staleTime: 0,
  });
}

/** Portfolios the caller may see; `schKey` narrows to one school (ParticipationPortfolioList). */
export function usePortfolioList(pageIndex: number, schKey?: number | null) {
  return useQuery({
    queryKey: [...portfolioKey, 'list', schKey ?? 0, pageIndex],
    queryFn: ({ signal }) =>
      page(`${mng}/list`, { pageIndex, pageSize: 10, schKey: schKey ?? undefined }, signal),
    staleTime: 0,
  });
}

export function usePortfolioManageList(teacherMemberKey: number, pageIndex: number) {
  return useQuery({
    queryKey: [...portfolioKey, 'manage', teacherMemberKey, pageIndex],
    queryFn: ({ signal }) => page(`${mng}/manageList`, { teacherMemberKey, pageIndex, pageSize: 10 }, signal),
    staleTime: 0,
  });
}

export function usePortfolioDetail(key: number) {
  return useQuery({
    queryKey: [...portfolioKey, 'detail', key],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${mine}/detail`, {
          query: { portfolioKey: key },
          schema: portfolioDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: key > 0,
    retry: false,
    staleTime: 0,
  });
}

export function usePortfolioSources() {
  return useQuery({
    queryKey: [...portfolioKey, 'sources'],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${mine}/sources`, { schema: portfolioSourcesResponseSchema, signal })
        .then((r) => r.data.list),
    staleTime: 0,
  });
}

export const savePortfolio = (body: PortfolioForm & { portfolioKey?: number | undefined }) =>
  apiClient.post(`${mine}/save`, { body, schema: portfolioSavedResponseSchema });

export const deletePortfolio = (key: number) =>
  apiClient.post(`${mine}/delete`, { body: { portfolioKey: key }, schema: portfolioSavedResponseSchema });

export const reviewPortfolio = (key: number, feedback: string) =>
  apiClient.post(`${mng}/review`, {
    body: { portfolioKey: key, feedback },
    schema: portfolioSavedResponseSchema,
  });
