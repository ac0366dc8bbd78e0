import {
  type EventRouteName,
  type EventSaveRequest,
  eventManageListResponseSchema,
  eventPageResponseSchema,
  type ParticipateRequest,
  participateResponseSchema,
} from '@reading/contract/event/event';
import {
  checkMemberKeyResponseSchema,
  type UpdateJoinRequest,
  updateJoinResponseSchema,
} from '@reading/contract/event/prize-event';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/event';

export const eventKeys = {
  all: ['event'] as const,
  page: (routeName: string, eventId: number | null, memberKey: number | null) =>
    ['event', 'page', routeName, eventId ?? 'current', memberKey ?? 'anonymous'] as const,
  entry: (eventId: number, memberKey: number) => ['event', 'entry', eventId, memberKey] as const,
  manage: ['event', 'manage'] as const,
};

/** GET event/page: the page's event (open, else latest; or the one asked for) and its past events. */
export function useEventPage(routeName: EventRouteName, eventId: number | null, memberKey: number | null) {
  return useQuery({
    queryKey: eventKeys.page(routeName, eventId, memberKey),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/page`, {
          query: { routeName, ...(eventId ? { eventId } : {}) },
          schema: eventPageResponseSchema,
          signal,
        })
        .then((r) => r.data),
  });
}

/** POST event/participate: the member's part, once. */
export function participate(body: ParticipateRequest) {
  return apiClient.post(`${BASE}/participate`, { body, schema: participateResponseSchema });
}

/** GET event/checkMemberKey (spec 001 §7): the member's saved prize entry, or nulls. */
export function checkMemberKey(eventId: number, memberKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/checkMemberKey`, {
    query: { eventId, memberKey },
    schema: checkMemberKeyResponseSchema,
    signal,
  });
}

export function useSavedEntry(eventId: number, memberKey: number | null) {
  return useQuery({
    queryKey: eventKeys.entry(eventId, memberKey ?? 0),
    queryFn: ({ signal }) => checkMemberKey(eventId, memberKey!, signal).then((r) => r.data),
    enabled: memberKey !== null,
  });
}

/** POST event/updateJoin (spec 001 §7): multipart, the entry's fields; OK means saved. */
export function updateJoin(entry: UpdateJoinRequest) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entry))
    if (value !== undefined && value !== null) form.append(key, String(value));
  return apiClient.post(`${BASE}/updateJoin`, { body: form, schema: updateJoinResponseSchema });
}

export function useManagedEvents(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.manage,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/manage/list`, { schema: eventManageListResponseSchema, signal })
        .then((r) => r.data),
    enabled,
  });
}

export function saveEvent(body: EventSaveRequest) {
  return apiClient.post(`${BASE}/manage/save`, { body, schema: participateResponseSchema });
}
