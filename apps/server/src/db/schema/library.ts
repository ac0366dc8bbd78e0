import { char, index, integer, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The library (DLS) module's tables: school libraries and, later, patrons, loans and reservations. */
export const library = pgSchema('library');

export const schoolLibrary = library.table('school_library', {
  libCode: text('lib_code').primaryKey(),
  neisCode: text('neis_code').notNull().unique(),
  /** The portal's key of the school, kept as a value: modules do not join across schemas. */
  schKey: integer('sch_key').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Library patrons and their cards: the minimal store a member proves a card against (MembershipUpdate,
 * decision 034). The library issue grows it (loans, reservations). `linkedMemberKey` is the portal's key
 * kept as a value: modules do not join across schemas.
 */
export const patron = library.table(
  'patron',
  {
    patronId: integer('patron_id').primaryKey().generatedAlwaysAsIdentity(),
    libCode: text('lib_code')
      .notNull()
      .references(() => schoolLibrary.libCode),
    cardNo: text('card_no').notNull().unique(),
    name: text('name').notNull(),
    /** Y: may borrow; N with a reason otherwise. */
    loanYn: char('loan_yn', { length: 1 }).notNull().default('Y'),
    loanNReason: text('loan_n_reason'),
    /** School year 1–6 for students; null for staff and others (the loan rules' grade 0). */
    grade: smallint('grade'),
    classNo: smallint('class_no'),
    linkedMemberKey: integer('linked_member_key').unique(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    /** Consent to share library data with the portal (DLS consent popup); N until the member agrees. */
    agreeYn: char('agree_yn', { length: 1 }).notNull().default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patron_lib_idx').on(t.libCode)],
);

/** The library module's own short-lived access tokens (dlsToken), stored hashed. */
export const dlsToken = library.table('dls_token', {
  tokenHash: text('token_hash').primaryKey(),
  patronId: integer('patron_id')
    .notNull()
    .references(() => patron.patronId, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /**
   * SHA-256 of the portal session token that was presented when the token was issued: the token answers
   * only beside that live session (decision 052). Null never matches.
   */
  sessionHash: text('session_hash'),
});

/**
 * One-time codes the circulation desk hands a pupil to link their card (decision 051): only the SHA-256
 * is kept, valid for minutes, used once; a new code for the card replaces the old one.
 */
export const patronLinkCode = library.table(
  'patron_link_code',
  {
    codeHash: text('code_hash').primaryKey(),
    patronId: integer('patron_id')
      .notNull()
      .references(() => patron.patronId, { onDelete: 'cascade' }),
    libCode: text('lib_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The desk member who issued it, kept as a value. */
    issuedBy: integer('issued_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patron_link_code_patron_idx').on(t.patronId)],
);
