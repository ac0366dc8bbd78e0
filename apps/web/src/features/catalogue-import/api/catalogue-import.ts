import {
  type ImportMapping,
  type ImportOutcome,
  importJobResponseSchema,
  importLinesResponseSchema,
} from '@reading/contract/search/catalogue-import';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveAttachment } from '../../../lib/attachments.ts';

/** The school's catalogue import and export (issue 40); the school comes from the session. */
const base = '/alpasq/api/catalogue-import';

export function uploadCatalogueFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiClient.post(base, { body, schema: importJobResponseSchema });
}

export function startCatalogueImport(jobKey: number, mapping: ImportMapping) {
  return apiClient.post(`${base}/${jobKey}/start`, { body: { mapping }, schema: importJobResponseSchema });
}

/** The job, polled every half second while it runs. */
export function useImportJob(jobKey: number | null) {
  return useQuery({
    queryKey: ['catalogue-import', jobKey],
    enabled: jobKey !== null,
    queryFn: ({ signal }) =>
      apiClient.get(`${base}/${jobKey}`, { schema: importJobResponseSchema, signal }).then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
}

export function useImportLines(
  jobKey: number | null,
  outcome: ImportOutcome | '',
  page: number,
  ready: boolean,
) {
  return useQuery({
    queryKey: ['catalogue-import-lines', jobKey, outcome, page],
    enabled: jobKey !== null && ready,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${base}/${jobKey}/lines`, {
          query: { page, display: 20, ...(outcome ? { outcome } : {}) },
          schema: importLinesResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function downloadHoldings(format: 'marc' | 'csv') {
  return saveAttachment(
    { path: '/alpasq/api/catalogue-export', query: { format } },
    format === 'marc' ? 'holdings.mrc' : 'holdings.csv',
  );
}
