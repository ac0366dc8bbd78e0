import { type SitePageSaveRequest, sitePageResponseSchema } from '@reading/contract/community/site-pages';
import { apiClient } from '../../../lib/api-client.ts';

/** POST srMng/save: operators edit a policy or guide page; the HTML is sanitized on the server. */
export function saveSitePage(body: SitePageSaveRequest) {
  return apiClient.post('/schome/service/community/srMng/save', { body, schema: sitePageResponseSchema });
}
