import { type IntroSaveRequest, introSaveResponseSchema } from '@reading/contract/promotion/promotion';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /schome/service/promotion/intro/save: an operator writes a promotion collection's introduction. */
export function savePromotionIntro(body: IntroSaveRequest) {
  return apiClient.post('/schome/service/promotion/intro/save', { body, schema: introSaveResponseSchema });
}
