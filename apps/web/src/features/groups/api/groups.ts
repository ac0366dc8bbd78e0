import {
  type GroupCreateRequest,
  type GroupPostKind,
  type GroupPostSaveRequest,
  groupDetailResponseSchema,
  groupDoneResponseSchema,
  groupImageListResponseSchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupPostDetailResponseSchema,
  groupPostListResponseSchema,
} from '@reading/contract/groups/reading-group';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const JOIN = '/schome/service/readingActivitesJoin';
const GROUP = `${JOIN}/readingGroup`;
const BOARD = `${JOIN}/readingGroupBoard`;

export const groupKeys = {
  all: ['groups'] as const,
  list: (viewType: string) => ['groups', 'list', viewType] as const,
  detail: (groupKey: number) => ['groups', 'detail', groupKey] as const,
  people: (groupKey: number) => ['groups', 'people', groupKey] as const,
  images: (groupKey: number) => ['groups', 'images', groupKey] as const,
  posts: (groupKey: number, kind: string, pageIndex: number) =>
    ['groups', 'posts', groupKey, kind, pageIndex] as const,
  post: (postKey: number) => ['groups', 'post', postKey] as const,
};

export function useGroupList(viewType: 'school' | 'mine', enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.list(viewType),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${GROUP}/list`, { query: { viewType }, schema: groupListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function useGroupDetail(groupKey: number | null) {
  return useQuery({
    queryKey: groupKeys.detail(groupKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${GROUP}/detail`, { query: { groupKey: groupKey! }, schema: groupDetailResponseSchema, signal })
        .then((r) => r.data),
    enabled: groupKey !== null,
    retry: false,
  });
}

export function useGroupPeople(groupKey: number | null) {
  return useQuery({
    queryKey: groupKeys.people(groupKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${GROUP}/member/list`, {
          query: { groupKey: groupKey! },
          schema: groupMemberListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: groupKey !== null,
    retry: false,
  });
}

export function useGroupImages(groupKey: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.images(groupKey),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${GROUP}/imgList`, { query: { groupKey }, schema: groupImageListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
}

export function useGroupPosts(groupKey: number, kind: GroupPostKind, pageIndex: number, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.posts(groupKey, kind, pageIndex),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BOARD}/list`, {
          query: { groupKey, kind, pageIndex, pageSize: 10 },
          schema: groupPostListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
}

export function useGroupPost(postKey: number | null) {
  return useQuery({
    queryKey: groupKeys.post(postKey ?? 0),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BOARD}/detail`, {
          query: { postKey: postKey! },
          schema: groupPostDetailResponseSchema,
          signal,
        })
        .then((r) => r.data),
    enabled: postKey !== null,
    retry: false,
  });
}

const done = (path: string, body: object) => apiClient.post(path, { body, schema: groupDoneResponseSchema });

export const createGroup = (body: GroupCreateRequest) => done(`${GROUP}/create`, body);
export const approveGroup = (groupKey: number) => done(`${GROUP}/approve`, { groupKey });
export const closeGroup = (groupKey: number) => done(`${GROUP}/close`, { groupKey });
export const applyGroup = (groupKey: number, applyMessage: string) =>
  done(`${GROUP}/member/apply`, { groupKey, applyMessage });
export const acceptMember = (groupKey: number, memberKey: number) =>
  done(`${GROUP}/member/accept`, { groupKey, memberKey });
export const leaveGroup = (groupKey: number) => done(`${GROUP}/member/leave`, { groupKey });
export const handOver = (groupKey: number, memberKey: number) =>
  done(`${GROUP}/member/handover`, { groupKey, memberKey });
export const addSchedule = (groupKey: number, title: string, meetDate: string) =>
  done(`${GROUP}/schedule/save`, { groupKey, title, meetDate });
export const addImage = (groupKey: number, fileKey: number, caption: string) =>
  done(`${GROUP}/img/add`, { groupKey, fileKey, caption });
export const saveGroupPost = (body: GroupPostSaveRequest) => done(`${BOARD}/save`, body);
