import { categoryListResponseSchema, faqListResponseSchema } from '@reading/contract/community/faq-board';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/faqBoard';

export type FaqListParams = {
  categoryCode?: string;
  schKey?: string;
  pageIndex?: number;
  searchKeyword?: string;
};

/** GET faqBoard/categoryList: the FAQ's categories (codeId, codeName). */
export function getFaqCategories(signal?: AbortSignal) {
  return apiClient.get(`${BASE}/categoryList`, { schema: categoryListResponseSchema, signal });
}

/** GET faqBoard/list: questions with their answers, 10 a page; the service's and a school's own. */
export function getFaqList(params: FaqListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: faqListResponseSchema,
    signal,
  });
}

export function useFaqCategories() {
  return useQuery({
    queryKey: [...communityKeys.board('faq'), 'categories'],
    queryFn: ({ signal }) => getFaqCategories(signal).then((r) => r.data.list),
    staleTime: 60 * 60 * 1000,
  });
}

export function useFaqList(params: FaqListParams) {
  return useQuery({
    queryKey: communityKeys.list('faq', params),
    queryFn: ({ signal }) => getFaqList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}
