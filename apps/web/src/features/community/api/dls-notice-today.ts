import { dlsNoticeTodayResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import { apiClient } from '../../../lib/api-client.ts';

/** A school library's scope (its NEIS code) or a region's. */
export type DlsNoticeScope = { provCode?: string; neisCode?: string };

/**
 * GET /dls/api/notice/today: the notices posted for today, important first (the DLS notice popup). Its
 * own module, checked without zod: the root pages' popups load it on the home's first load (decision 026).
 */
export function getDlsNoticeToday(scope: DlsNoticeScope, signal?: AbortSignal) {
  return apiClient.get('/dls/api/notice/today', {
    query: scope,
    schema: dlsNoticeTodayResponseJsonSchema,
    signal,
  });
}
