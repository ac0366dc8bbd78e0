import { boolean, char, date, index, integer, pgSchema, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** The portal module's tables: schools, members, site setup. Only the portal module reads them. */
export const portal = pgSchema('portal');

export const region = portal.table('region', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Every school of the NEIS file. A NEIS code is shared by a school and its annex in three cases
 * (e.g. 서울공업고등학교 and its 공동실습소), so the natural key is the code with the name.
 */
export const school = portal.table(
  'school',
  {
    schKey: integer('sch_key').primaryKey().generatedAlwaysAsIdentity(),
    neisCode: text('neis_code').notNull(),
    provCode: text('prov_code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    kind: text('kind').notNull(),
    schLevelCode: text('sch_level_code'),
    zip: text('zip'),
    addr: text('addr').notNull(),
    addrDetail: text('addr_detail'),
    telNo: text('tel_no'),
    faxNo: text('fax_no'),
    homepage: text('homepage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('school_neis_code_name_unique').on(t.neisCode, t.name)],
);

/** Footer shown on a school's site; seeded from the school record, editable per school. */
export const footerDetail = portal.table('footer_detail', {
  schKey: integer('sch_key')
    .primaryKey()
    .references(() => school.schKey, { onDelete: 'cascade' }),
  addr: text('addr').notNull(),
  telNo: text('tel_no').notNull(),
  centerNo: text('center_no').notNull(),
  copyRight: text('copy_right').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Home page tabs and whether each is switched on (spec 000 §2, getTotalReadingMainSetup). */
export const mainSetup = portal.table('main_setup', {
  setupCode: text('setup_code').primaryKey(),
  setupName: text('setup_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
});

/** Menu defaults per site and audience; the server's use flags override the client's defaults. */
export const menu = portal.table('menu', {
  menuId: text('menu_id').primaryKey(),
  site: text('site').notNull(),
  audience: text('audience').notNull(),
  groupCode: text('group_code').notNull(),
  groupName: text('group_name').notNull(),
  groupOrder: integer('group_order').notNull(),
  menuName: text('menu_name').notNull(),
  routeName: text('route_name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
});

/** Portal member data. Credentials live in the SSO module, joined by login id. */
export const member = portal.table(
  'member',
  {
    memberKey: integer('member_key').primaryKey().generatedAlwaysAsIdentity(),
    loginId: text('login_id').notNull().unique(),
    name: text('name').notNull(),
    memberTypeCode: text('member_type_code').notNull(),
    schKey: integer('sch_key').references(() => school.schKey),
    grade: integer('grade'),
    classNo: integer('class_no'),
    /** When the member agreed to the terms of use and the privacy notice (signup). */
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    /** For a student under 14: when the legal guardian's consent was given (signup). */
    guardianAgreedAt: timestamp('guardian_agreed_at', { withTimezone: true }),
    /** 'active' or 'suspended' (service use barred: authcheck -3, login refused). */
    status: text('status').notNull().default('active'),
    /**
     * Teachers (02) act with teacher rights only once 'verified': a self-registered teacher is 'pending'
     * until the school manager approves ('refused' with a reason otherwise). Other members are 'verified'
     * (decision 050).
     */
    verifyStatus: text('verify_status').notNull().default('verified'),
    verifyReason: text('verify_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The manager who approved or refused, kept as a value. */
    verifiedBy: integer('verified_by'),
    /**
     * 'operator' for an operator of the agency (decision 072): writes the service's boards, FAQ and guide
     * pages; null for everyone else. Independent of the member type (an operator is a general member, 04).
     */
    staffRole: text('staff_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_school_type_idx').on(t.schKey, t.memberTypeCode)],
);

/**
 * Menu click statistics (spec 000 §7 statistics/menu): one row per school, day, menu and type.
 * The main site has no school: its clicks are kept under sch_key null, which the unique key treats
 * as one value (NULLS NOT DISTINCT, PostgreSQL 15+ and PGlite).
 */
export const menuClickStat = portal.table(
  'menu_click_stat',
  {
    schKey: integer('sch_key').references(() => school.schKey, { onDelete: 'cascade' }),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    menuName: text('menu_name').notNull(),
    type: text('type').notNull(),
    clickCount: integer('click_count').notNull().default(0),
  },
  (t) => [unique('menu_click_stat_unique').on(t.schKey, t.statDate, t.menuName, t.type).nullsNotDistinct()],
);

/**
 * Portal sessions (DESIGN.md §4): an opaque random token, of which only the SHA-256 is stored.
 * One live session per member: a new login revokes the older one (revokedReason 'duplicate');
 * a session idle longer than the configured timeout is refused and marked 'idle'.
 */
export const memberSession = portal.table(
  'member_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'duplicate' (a newer login), 'logout', 'idle'. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('member_session_member_idx').on(t.memberKey)],
);

/**
 * The portal's OIDC logins in flight (decision 032): state, nonce and PKCE verifier of an authorization
 * request, single use. `resultHash` names the verified outcome that ResLogin's authcheck consumes.
 * `sharedPc`: '공용 PC' was chosen on the login page (decision 201); authcheck hands it back.
 */
export const oidcLogin = portal.table('oidc_login', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  site: text('site').notNull(),
  sharedPc: boolean('shared_pc').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  callbackAt: timestamp('callback_at', { withTimezone: true }),
  loginId: text('login_id'),
  resultHash: text('result_hash').unique(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
