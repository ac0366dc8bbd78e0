import {
  contactListResponseSchema,
  type MessageBox,
  type MessageSendRequest,
  messageDeleteResponseSchema,
  messageDetailResponseSchema,
  messageListResponseSchema,
  messageSendResponseSchema,
  notificationChangeResponseSchema,
  notificationListResponseSchema,
  updateAsteriskYnResponseSchema,
} from '@reading/contract/mypage/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const base = '/schome/service/mypage/messageMng';

/** Every my-page query starts with this key: a live event refreshes them all. */
export const messagesKey = ['mypage', 'messages'] as const;
export const notificationsKey = ['mypage', 'notifications'] as const;

export function useMessageList(memberKey: number, box: MessageBox, pageIndex: number) {
  return useQuery({
    queryKey: [...messagesKey, memberKey, box, pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/list`, {
          query: { memberKey, box, pageIndex, pageSize: 10 },
          schema: messageListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useContacts(memberKey: number, enabled: boolean) {
  return useQuery({
    queryKey: ['mypage', 'contacts', memberKey],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/contact/list`, { query: { memberKey }, schema: contactListResponseSchema, signal })
        .then((r) => r.data.list),
    enabled,
  });
}

export const getMessage = (messageKey: number) =>
  apiClient.get(`${base}/detail`, { query: { messageKey }, schema: messageDetailResponseSchema });

export const sendMessage = (body: MessageSendRequest) =>
  apiClient.post(`${base}/send`, { body, schema: messageSendResponseSchema });

export const setAsterisk = (messageKey: number, asteriskYn: 'Y' | 'N') =>
  apiClient.post(`${base}/updateAsteriskYn`, {
    body: { messageKey, asteriskYn },
    schema: updateAsteriskYnResponseSchema,
  });

export const deleteMessage = (messageKey: number) =>
  apiClient.post(`${base}/delete`, { body: { messageKey }, schema: messageDeleteResponseSchema });

export function useNotificationList(memberKey: number, pageIndex: number) {
  return useQuery({
    queryKey: [...notificationsKey, memberKey, pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/systemNotifications/list`, {
          query: { memberKey, pageIndex, pageSize: 10 },
          schema: notificationListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export const readNotification = (notificationKey?: number) =>
  apiClient.post(`${base}/systemNotifications/read`, {
    body: notificationKey === undefined ? {} : { notificationKey },
    schema: notificationChangeResponseSchema,
  });

export const deleteNotification = (notificationKey: number) =>
  apiClient.post(`${base}/systemNotifications/delete`, {
    body: { notificationKey },
    schema: notificationChangeResponseSchema,
  });
