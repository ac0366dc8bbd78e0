import { index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { library } from './library.ts';

/** Inter-library-loan groups: school libraries of one district that lend to each other. */
export const illGroup = library.table(
  'ill_group',
  {
    groupKey: integer('group_key').primaryKey().generatedAlwaysAsIdentity(),
    groupCode: text('group_code').notNull().unique(),
    provCode: text('prov_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('ill_group_prov_code_idx').on(t.provCode)],
);

export const illGroupMember = library.table(
  'ill_group_member',
  {
    groupKey: integer('group_key')
      .notNull()
      .references(() => illGroup.groupKey, { onDelete: 'cascade' }),
    neisCode: text('neis_code').notNull(),
    libCode: text('lib_code').notNull(),
    schKey: integer('sch_key').notNull(),
    schName: text('sch_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupKey, t.neisCode] }),
    index('ill_group_member_neis_code_idx').on(t.neisCode),
  ],
);
