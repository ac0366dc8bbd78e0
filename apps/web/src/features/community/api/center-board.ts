import type { CenterBoardCode } from '@reading/contract/community/codes';
import { boardDetailResponseSchema, boardPageResponseSchema } from '@reading/contract/community/posts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/centerBoard';

export type CenterBoardListParams = {
  boardCode: CenterBoardCode;
  schKey?: string;
  pageIndex?: number;
  searchKeyword?: string;
  searchType?: 'all' | 'title' | 'content';
};

/** GET centerBoard/list: the service's posts of a centre board, plus a school's own with schKey. */
export function getCenterBoardList(params: CenterBoardListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: boardPageResponseSchema,
    signal,
  });
}

/** GET centerBoard/detail: one post (counts a view) with previous and next. */
export function getCenterBoardDetail(
  boardCode: CenterBoardCode,
  centerBoardKey: number,
  schKey: string | undefined,
  signal?: AbortSignal,
) {
  return apiClient.get(`${BASE}/detail`, {
    query: { boardCode, centerBoardKey, schKey },
    schema: boardDetailResponseSchema,
    signal,
  });
}

export function useCenterBoardList(params: CenterBoardListParams) {
  return useQuery({
    queryKey: communityKeys.list(params.boardCode, params),
    queryFn: ({ signal }) => getCenterBoardList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useCenterBoardDetail(boardCode: CenterBoardCode, key: number | null, schKey?: string) {
  return useQuery({
    queryKey: communityKeys.detail(boardCode, { key, schKey }),
    queryFn: ({ signal }) => getCenterBoardDetail(boardCode, key!, schKey, signal).then((r) => r.data),
    enabled: key !== null,
  });
}
