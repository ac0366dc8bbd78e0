import { inArea, page } from './route-entry.ts';

/**
 * Promotion: recommended books, world regions, travel books, historical incidents of the day.
 */
export const PROMOTION_ROUTES = inArea('promotion', [
  page('PromotionNovel', '/Promotion/Novel/:type', 'ready'),
  page('PromotionHuman', '/Promotion/Human/:type', 'ready'),
  page('PromotionTravel', '/Promotion/Travel/:type', 'ready'),
  page('PromotionHistory', '/Promotion/History/:type', 'ready'),
  page('PromotionLanguage', '/Promotion/Language/:type', 'ready'),
]);
