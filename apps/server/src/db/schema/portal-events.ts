import { char, date, index, integer, jsonb, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/**
 * Surveys (spec 001 §3 Survey, Survey question, Answer entry; decision 100): a survey is the service's
 * (sch_key null, written by an operator) or a school's (its manager); it targets one member type or all.
 */
export const survey = portal.table('survey', {
  surveyKey: integer('survey_key').primaryKey().generatedAlwaysAsIdentity(),
  schKey: integer('sch_key').references(() => school.schKey),
  title: text('title').notNull(),
  /** Sanitized HTML. */
  content: text('content').notNull().default(''),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  /** The audience member type (01 student …), or null for every member. */
  targetMemberTypeCode: text('target_member_type_code'),
  writerMemberKey: integer('writer_member_key').references(() => member.memberKey, { onDelete: 'set null' }),
  regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  seedKey: text('seed_key').unique(),
});

export const surveyQuestion = portal.table(
  'survey_question',
  {
    surveyQuestionKey: integer('survey_question_key').primaryKey().generatedAlwaysAsIdentity(),
    surveyKey: integer('survey_key')
      .notNull()
      .references(() => survey.surveyKey, { onDelete: 'cascade' }),
    questionNo: integer('question_no').notNull(),
    question: text('question').notNull(),
    /** Sanitized HTML. */
    questionDesc: text('question_desc').notNull().default(''),
    /** 01 long text, 02 multiple choice, 03 O/X (spec 001 §3). */
    questionTypeCode: char('question_type_code', { length: 2 }).notNull(),
  },
  (t) => [index('survey_question_survey_idx').on(t.surveyKey)],
);

export const surveyView = portal.table(
  'survey_view',
  {
    surveyViewKey: integer('survey_view_key').primaryKey().generatedAlwaysAsIdentity(),
    surveyQuestionKey: integer('survey_question_key')
      .notNull()
      .references(() => surveyQuestion.surveyQuestionKey, { onDelete: 'cascade' }),
    viewNo: integer('view_no').notNull(),
    viewContents: text('view_contents').notNull(),
  },
  (t) => [index('survey_view_question_idx').on(t.surveyQuestionKey)],
);

/** One answer per member and survey: the unique key refuses a second one even when two race. */
export const surveyAnswer = portal.table(
  'survey_answer',
  {
    answerKey: integer('answer_key').primaryKey().generatedAlwaysAsIdentity(),
    surveyKey: integer('survey_key')
      .notNull()
      .references(() => survey.surveyKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('survey_answer_once').on(t.surveyKey, t.memberKey)],
);

export const surveyAnswerItem = portal.table(
  'survey_answer_item',
  {
    answerItemKey: integer('answer_item_key').primaryKey().generatedAlwaysAsIdentity(),
    answerKey: integer('answer_key')
      .notNull()
      .references(() => surveyAnswer.answerKey, { onDelete: 'cascade' }),
    surveyQuestionKey: integer('survey_question_key')
      .notNull()
      .references(() => surveyQuestion.surveyQuestionKey, { onDelete: 'cascade' }),
    surveyViewKey: integer('survey_view_key').references(() => surveyView.surveyViewKey, {
      onDelete: 'cascade',
    }),
    subjectAnswer: text('subject_answer'),
  },
  (t) => [index('survey_answer_item_question_idx').on(t.surveyQuestionKey)],
);

/**
 * Events (decision 103): one model for every event page of spec 001 §2.2. `route_name` is the page that
 * shows it; `kind` says how (entry, quiz, balance, survey, vote, count, gathering, mission); `config`
 * holds what the kind needs (candidates, quiz questions, the survey key, a count's goal). Ids start at
 * 100 so the spec's fixed prize event id 10 (§9) is seeded by its number.
 */
export const event = portal.table(
  'event',
  {
    eventId: integer('event_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    routeName: text('route_name').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    config: jsonb('config').notNull().default({}),
    writerMemberKey: integer('writer_member_key').references(() => member.memberKey, {
      onDelete: 'set null',
    }),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    seedKey: text('seed_key').unique(),
  },
  (t) => [index('event_route_idx').on(t.routeName, t.startDate)],
);

/**
 * Prize-event entries (spec 001 §3 Prize-event entry): one per member and event. The phone number is
 * erased four months after the event ends (§9; the retention job, decision 102).
 */
export const eventEntry = portal.table(
  'event_entry',
  {
    entryKey: integer('entry_key').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => event.eventId, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    schName: text('sch_name'),
    name: text('name').notNull(),
    dlsLoanCardNo: text('dls_loan_card_no'),
    phoneNumber: text('phone_number'),
    under14Yn: char('under14_yn', { length: 1 }),
    parentAgreeYn: char('parent_agree_yn', { length: 1 }).notNull().default('N'),
    privacyInfoAgreeYn: char('privacy_info_agree_yn', { length: 1 }).notNull(),
    notToday: char('not_today', { length: 1 }).notNull().default('N'),
    notAllDayYn: char('not_all_day_yn', { length: 1 }).notNull().default('N'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
    phoneErasedAt: timestamp('phone_erased_at', { withTimezone: true }),
  },
  (t) => [unique('event_entry_once').on(t.eventId, t.memberKey)],
);

/**
 * A member's part in an event of another kind: a ballot (vote, balance game), quiz answers with their
 * score, a count, a gathering or mission note. One row per member and event: a vote counts once.
 */
export const eventParticipation = portal.table(
  'event_participation',
  {
    participationKey: integer('participation_key').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => event.eventId, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    /** The ballot's candidate or side, or the count. */
    choice: text('choice'),
    amount: integer('amount'),
    answers: jsonb('answers'),
    score: integer('score'),
    note: text('note'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('event_participation_once').on(t.eventId, t.memberKey)],
);
