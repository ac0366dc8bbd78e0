import type { SitePageCode } from '@reading/contract/community/codes';
import { sitePageResponseSchema } from '@reading/contract/community/site-pages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { communityKeys } from './keys.ts';

/** GET srMng/detail: a policy or guide page (EmailRule, PersonalPrivacy, UseCondition, Maintenance). */
export function getSitePage(srCode: SitePageCode, signal?: AbortSignal) {
  return apiClient.get('/schome/service/community/srMng/detail', {
    query: { srCode },
    schema: sitePageResponseSchema,
    signal,
  });
}

export function useSitePage(srCode: SitePageCode) {
  return useQuery({
    queryKey: communityKeys.detail('srMng', { srCode }),
    queryFn: ({ signal }) => getSitePage(srCode, signal).then((r) => r.data),
  });
}
