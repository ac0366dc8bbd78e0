import { char, date, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/**
 * The board engine's tables (decision 070): every board of the community and content platform is rows of
 * `board_post` told apart by `board_code`; a post is the service's (sch_key null) or a school's.
 * Inquiries and counselling are posts too, with a status and an answer.
 */
export const boardPost = portal.table(
  'board_post',
  {
    postKey: integer('post_key').primaryKey().generatedAlwaysAsIdentity(),
    boardCode: text('board_code').notNull(),
    schKey: integer('sch_key').references(() => school.schKey),
    /** The region the post is for; A10 every region. */
    provCode: text('prov_code').notNull().default('A10'),
    /** Site-level school code (01 elementary, 02 middle, 03 high), or null for every level. */
    schLevelCode: text('sch_level_code'),
    /** The audience member type (notices), or null for every member. */
    memberTypeCode: text('member_type_code'),
    categoryCode: text('category_code'),
    title: text('title').notNull(),
    /** Sanitized HTML (staff boards) or plain text (inquiries, counselling). */
    content: text('content').notNull(),
    pinnedYn: char('pinned_yn', { length: 1 }).notNull().default('N'),
    popupYn: char('popup_yn', { length: 1 }).notNull().default('N'),
    eventYn: char('event_yn', { length: 1 }).notNull().default('N'),
    hiddenYn: char('hidden_yn', { length: 1 }).notNull().default('N'),
    /** Visibility code (spec 000 §3): 04 everyone, 02 members of the post's school. */
    openScope: text('open_scope').notNull().default('04'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    viewCount: integer('view_count').notNull().default(0),
    /** Times a file of the post was downloaded (the teacher share room shows it; decision 151). */
    downloadCount: integer('download_count').notNull().default(0),
    /** Free tags (teacher share room), lower-case-trimmed, at most 10. */
    tags: text('tags').array().notNull().default([]),
    writerMemberKey: integer('writer_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    writerName: text('writer_name').notNull(),
    /** Inquiries: Y pro/con request, N general request. */
    requestType: char('request_type', { length: 1 }),
    /** Inquiries: Y once staff published it for every member. */
    publicYn: char('public_yn', { length: 1 }).notNull().default('Y'),
    /** Inquiries and counselling: 1 awaiting answer, 2 answered. */
    statusCode: char('status_code', { length: 1 }),
    answer: text('answer'),
    answererMemberKey: integer('answerer_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    answererName: text('answerer_name'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted posts are kept (soft delete) and never listed. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set on rows the seed wrote (product pages' guides, demo content), so a restart inserts none twice. */
    seedKey: text('seed_key').unique(),
  },
  (t) => [
    index('board_post_list_idx').on(t.boardCode, t.schKey, t.pinnedYn, t.regDate),
    index('board_post_writer_idx').on(t.writerMemberKey),
  ],
);

/**
 * Attachments: uploaded first (post_key null, owned by the uploader), then attached to a post or kept by
 * another use; what is neither after a day is purged (decision 225).
 */
export const boardFile = portal.table(
  'board_file',
  {
    fileKey: integer('file_key').primaryKey().generatedAlwaysAsIdentity(),
    postKey: integer('post_key').references(() => boardPost.postKey, { onDelete: 'cascade' }),
    /** The object's key in the file store (decision 071). */
    storageKey: text('storage_key').notNull().unique(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    imageYn: char('image_yn', { length: 1 }).notNull().default('N'),
    uploaderMemberKey: integer('uploader_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a use other than a post took the upload (a rich-text image, a club's album or cover, a
     * marathon's cover; decision 225): kept, never attached to a post, never purged.
     */
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (t) => [index('board_file_post_idx').on(t.postKey)],
);

/** The single policy and guide pages (srMng): EmailRule, PersonalPrivacy, UseCondition, Maintenance. */
export const sitePage = portal.table('site_page', {
  srCode: text('sr_code').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
  modMemberKey: integer('mod_member_key').references(() => member.memberKey, { onDelete: 'set null' }),
});

/** One member's like of a post (teacher share room; decision 151): at most one per member and post. */
export const boardPostLike = portal.table(
  'board_post_like',
  {
    postKey: integer('post_key')
      .notNull()
      .references(() => boardPost.postKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postKey, t.memberKey] })],
);
