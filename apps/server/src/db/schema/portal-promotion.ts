import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal } from './portal.ts';

/**
 * An operator's introduction to a promotion collection (decision 120): sanitized HTML shown above the
 * collection's books. The collections themselves are the contract's definitions, not rows.
 */
export const promotionIntro = portal.table('promotion_intro', {
  collectionKey: text('collection_key').primaryKey(),
  content: text('content').notNull(),
  modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
  modMemberKey: integer('mod_member_key').references(() => member.memberKey, { onDelete: 'set null' }),
});
