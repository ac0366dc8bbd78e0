import { formatDateTime, type Translation } from '../../lib/locale.ts';
import type { promotionMessages } from '../promotion.ts';

/**
 * The staff console's page for the promotion collections' introductions (PromotionIntroManage) in
 * English (decision 210): the same keys as promotionMessages.staff in messages/promotion.ts. The
 * promotion pages' other texts are theirs to translate.
 */
export const promotionStaffEn: Translation<typeof promotionMessages.staff> = {
  title: 'Reading promotion introductions',
  lead: 'Write the introductions of the recommended collections of novels, people and languages. An introduction shows above its collection’s book list.',
  collection: 'Collection',
  content: 'Introduction',
  save: 'Save',
  saving: 'Saving…',
  operatorsOnly: 'Only operators can write introductions.',
  noIntro: 'No introduction yet.',
  preview: 'The introduction shown now',
  kinds: { novel: 'Novels', human: 'People', language: 'Languages' },
  modDate: (iso) => `Last updated ${formatDateTime(iso)}`,
};
