import { type StudyListResponse, studyListResponseSchema } from '@reading/contract/library/study';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type StudyFilter = { grade?: number; classNo?: number; page: number };

/**
 * GET /dls/api/study/list: the class loan status behind MyLibraryClassList, by the portal session
 * (teachers and managers of the school; students 403).
 */
export function getStudyList(filter: StudyFilter, signal?: AbortSignal) {
  return apiClient.get('/dls/api/study/list', {
    query: { ...filter, display: 10 },
    schema: studyListResponseSchema,
    signal,
  });
}

export function useStudyList(filter: StudyFilter) {
  return useQuery({
    queryKey: ['library', 'study', filter],
    queryFn: ({ signal }): Promise<StudyListResponse['data']> =>
      getStudyList(filter, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
