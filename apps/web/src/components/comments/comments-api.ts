import {
  type CommentEditRequest,
  type CommentWriteRequest,
  commentDoneResponseSchema,
  commentListResponseSchema,
  commentResponseSchema,
} from '@reading/contract/comments/comments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

const BASE = '/schome/service/comment';

export const commentKeys = {
  all: ['comments'] as const,
  target: (targetType: string, targetKey: string) => ['comments', targetType, targetKey] as const,
};

/** A page of a target's comments (decision 170); names of other schools come masked from the server. */
export function useComments(targetType: string, targetKey: string, pageIndex: number, enabled = true) {
  return useQuery({
    queryKey: [...commentKeys.target(targetType, targetKey), pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/list`, {
          query: { targetType, targetKey, pageIndex, pageSize: 20 },
          schema: commentListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
}

export const writeComment = (body: CommentWriteRequest) =>
  apiClient.post(`${BASE}/write`, { body, schema: commentResponseSchema });
export const editComment = (body: CommentEditRequest) =>
  apiClient.post(`${BASE}/edit`, { body, schema: commentResponseSchema });
export const deleteComment = (commentKey: number) =>
  apiClient.post(`${BASE}/delete`, { body: { commentKey }, schema: commentDoneResponseSchema });
export const hideComment = (commentKey: number, hiddenYn: 'Y' | 'N') =>
  apiClient.post(`${BASE}/hide`, { body: { commentKey, hiddenYn }, schema: commentResponseSchema });
export const pinComment = (commentKey: number, pinnedYn: 'Y' | 'N') =>
  apiClient.post(`${BASE}/pin`, { body: { commentKey, pinnedYn }, schema: commentResponseSchema });
export const reportComment = (commentKey: number, reason: string) =>
  apiClient.post(`${BASE}/report`, { body: { commentKey, reason }, schema: commentDoneResponseSchema });
