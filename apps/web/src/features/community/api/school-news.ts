import {
  schoolNewsDetailResponseJsonSchema,
  schoolNewsListResponseJsonSchema,
} from '@reading/contract/json-schema/first-load-answers.generated';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

const BASE = '/schome/service/community/mySchoolLibraryInfo';

export type SchoolNewsListParams = {
  schKey?: string;
  /** Default AL (every region); the popups ask popupYn Y. */
  provCode?: string;
  popupYn?: 'Y' | 'N' | 'A';
  pageIndex?: number;
  searchKeyword?: string;
  searchType?: 'all' | 'title' | 'content';
};

/** GET mySchoolLibraryInfo/list: a school's library news (provCode default AL), as data.popupList. */
export function getSchoolNewsList(params: SchoolNewsListParams, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/list`, {
    query: { ...params, pageSize: 10 },
    schema: schoolNewsListResponseJsonSchema,
    signal,
  });
}

/** GET mySchoolLibraryInfo/detail: one post (counts a view); 404 when it is its school's only. */
export function getSchoolNewsDetail(mySchoolKey: number, signal?: AbortSignal) {
  return apiClient.get(`${BASE}/detail`, {
    query: { mySchoolKey },
    schema: schoolNewsDetailResponseJsonSchema,
    signal,
  });
}

export function useSchoolNewsList(params: SchoolNewsListParams) {
  return useQuery({
    queryKey: communityKeys.list('schoolNews', params),
    // The spec names the rows popupList; the board views read `list`.
    queryFn: ({ signal }) =>
      getSchoolNewsList(params, signal).then((r) => ({ ...r.data, list: r.data.popupList })),
    placeholderData: (previous) => previous,
  });
}

export function useSchoolNewsDetail(mySchoolKey: number | null) {
  return useQuery({
    queryKey: communityKeys.detail('schoolNews', { mySchoolKey }),
    queryFn: ({ signal }) => getSchoolNewsDetail(mySchoolKey!, signal).then((r) => r.data),
    enabled: mySchoolKey !== null,
  });
}

/** mySchoolLibraryInfo/fileDownload's address for a news post's attachment. */
export const schoolNewsFileDownload = (mySchoolFileKey: number) => ({
  path: `${BASE}/fileDownload`,
  query: { mySchoolFileKey },
});
