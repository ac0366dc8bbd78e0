import { type AreaPages, promotionPage } from './route-modules.ts';

/** The page of each ready route of the promotion area (config/routes/promotion.ts). */
export const promotionPages: AreaPages<'promotion'> = {
  PromotionNovel: promotionPage('PromotionNovelRoute'),
  PromotionHuman: promotionPage('PromotionHumanRoute'),
  PromotionTravel: promotionPage('PromotionTravelRoute'),
  PromotionHistory: promotionPage('PromotionHistoryRoute'),
  PromotionLanguage: promotionPage('PromotionLanguageRoute'),
};
