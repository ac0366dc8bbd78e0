import { footerDetailResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { FooterDetail } from '@reading/contract/main/footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/service/main/footer/detail (spec 000 §7): the contact lines of one school. */
export async function getFooterDetail(schKey: string, signal?: AbortSignal): Promise<FooterDetail> {
  const envelope = await apiClient.get('/schome/service/main/footer/detail', {
    query: { schKey },
    schema: footerDetailResponseJsonSchema,
    signal,
  });
  return envelope.data.footerDetail;
}

export function footerDetailQueryOptions(schKey: string) {
  return queryOptions({
    queryKey: ['main', 'footer-detail', schKey],
    queryFn: ({ signal }) => getFooterDetail(schKey, signal),
    // A school's address and numbers change rarely; one fetch per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
    // On failure the service's lines stand in at once; a retry would only keep the skeleton up longer.
    retry: false,
  });
}

/** No request without a school: the main site and unchosen schools use the service's own lines. */
export function useFooterDetail(schKey: string | null) {
  return useQuery({ ...footerDetailQueryOptions(schKey ?? ''), enabled: schKey !== null });
}
