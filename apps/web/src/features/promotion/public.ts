/**
 * What other features may use of the promotion pages (decision 062): the staff console lists the
 * collections with their introductions to edit them, and refreshes the pages' caches after a save.
 */
export { useCollections } from './api/get-collections.ts';
export { promotionKeys } from './api/keys.ts';
