import { type MemberInfoUpdate, memberInfoResponseSchema } from '@reading/contract/mypage/member-info';
import {
  myCommunityCountResponseSchema,
  myCommunityListResponseSchema,
} from '@reading/contract/mypage/my-community';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = '/schome/service/mypage';
export const memberInfoKey = ['mypage', 'memberInfo'] as const;
export const myCommunityKey = ['mypage', 'community'] as const;

/** GET memberInfo: the member's own details (decision 095). */
export function useMemberInfo(memberKey: number) {
  return useQuery({
    queryKey: [...memberInfoKey, memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/memberInfo`, { query: { memberKey }, schema: memberInfoResponseSchema, signal })
        .then((r) => r.data),
    staleTime: 0,
  });
}

export const updateMemberInfo = (body: MemberInfoUpdate) =>
  apiClient.post(`${base}/memberInfo/update`, { body, schema: memberInfoResponseSchema });

/** GET readingCommunity/count: the member's sections with counts (decision 096). */
export function useMyCommunitySections(memberKey: number) {
  return useQuery({
    queryKey: [...myCommunityKey, 'count', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingCommunity/count`, {
          query: { memberKey },
          schema: myCommunityCountResponseSchema,
          signal,
        })
        .then((r) => r.data.list),
    staleTime: 0,
  });
}

/** GET readingCommunity/list: a page of one section. */
export function useMyCommunityList(memberKey: number, sectionCode: string, pageIndex: number) {
  return useQuery({
    queryKey: [...myCommunityKey, 'list', memberKey, sectionCode, pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/readingCommunity/list`, {
          query: { memberKey, sectionCode, pageIndex, pageSize: 5 },
          schema: myCommunityListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}
