import { categoryListResponseSchema } from '@reading/contract/community/faq-board';
import {
  type ServiceRequestSaveRequest,
  serviceRequestDeleteResponseSchema,
  serviceRequestDetailResponseSchema,
  serviceRequestListResponseSchema,
} from '@reading/contract/community/service-request';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/teachersupport/serviceRequest';

export type ServiceRequestListParams = {
  pageIndex?: number;
  searchKeyword?: string;
  statusCode?: '1' | '2';
  categoryCode?: string;
  /** Y: an operator's console, every request. */
  manageYn?: 'Y' | 'N';
};

/** GET serviceRequest/categoryList. */
export function getServiceRequestCategories(signal?: AbortSignal) {
  return apiClient.get(`${BASE}/categoryList`, { schema: categoryListResponseSchema, signal });
}

/** GET serviceRequest/list: the caller's own requests; an operator's console (manageYn Y) every one. */
export function getServiceRequestList(params: ServiceRequestListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: serviceRequestListResponseSchema,
    signal,
  });
}

/** GET serviceRequest/detail: its requester or an operator (404 for anyone else). */
export function getServiceRequestDetail(serviceRequestKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/detail`, {
    query: { serviceRequestKey },
    schema: serviceRequestDetailResponseSchema,
    signal,
  });
}

/** POST serviceRequest/save: a verified teacher or a school manager. */
export function saveServiceRequest(body: ServiceRequestSaveRequest) {
  return apiClient.post(`${BASE}/save`, { body, schema: serviceRequestDetailResponseSchema });
}

/** POST serviceRequest/answer: an operator (403 '운영자만 답변할 수 있습니다.' otherwise). */
export function answerServiceRequest(body: { serviceRequestKey: number; answer: string }) {
  return apiClient.post(`${BASE}/answer`, { body, schema: serviceRequestDetailResponseSchema });
}

/** POST serviceRequest/delete: its requester while awaiting an answer, or an operator. */
export function deleteServiceRequest(serviceRequestKey: number) {
  return apiClient.post(`${BASE}/delete`, {
    body: { serviceRequestKey },
    schema: serviceRequestDeleteResponseSchema,
  });
}

export function useServiceRequestCategories() {
  return useQuery({
    queryKey: [...communityKeys.board('serviceRequest'), 'categories'],
    queryFn: ({ signal }) => getServiceRequestCategories(signal).then((r) => r.data.list),
    staleTime: 60 * 60 * 1000,
  });
}

export function useServiceRequestList(params: ServiceRequestListParams, enabled = true) {
  return useQuery({
    queryKey: communityKeys.list('serviceRequest', params),
    queryFn: ({ signal }) => getServiceRequestList(params, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    enabled,
    staleTime: 0,
  });
}

export function useServiceRequestDetail(serviceRequestKey: number | null) {
  return useQuery({
    queryKey: communityKeys.detail('serviceRequest', { serviceRequestKey }),
    queryFn: ({ signal }) => getServiceRequestDetail(serviceRequestKey!, signal).then((r) => r.data),
    enabled: serviceRequestKey !== null,
    staleTime: 0,
  });
}
