import { menuStatisticsResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET /schome/service/statistics/menu (spec 000 §7): reports one menu click (type 01). Fire and
 * forget: the answer is not used and a failure must never stop the navigation (spec 000 §8).
 */
export function recordMenuClick(menuName: string, schKey: string | null): void {
  apiClient
    .get('/schome/service/statistics/menu', {
      schema: menuStatisticsResponseJsonSchema,
      query: { schKey, menuName, type: '01' },
    })
    .catch(() => {});
}
