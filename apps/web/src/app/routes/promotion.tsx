import { CollectionPage } from '../../features/promotion/components/collection-page.tsx';
import { HistoryPage } from '../../features/promotion/components/history-page.tsx';
import { TravelPage } from '../../features/promotion/components/travel-page.tsx';

/**
 * The promotion pages (decision 120). The world map's geometry is not in this module: the travel page
 * loads it when it draws the map.
 */
export const PromotionNovelRoute = () => <CollectionPage kind="novel" />;
export const PromotionHumanRoute = () => <CollectionPage kind="human" />;
export const PromotionLanguageRoute = () => <CollectionPage kind="language" />;
export const PromotionTravelRoute = () => <TravelPage />;
export const PromotionHistoryRoute = () => <HistoryPage />;
