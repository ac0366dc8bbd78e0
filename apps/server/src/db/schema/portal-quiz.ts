import { index, integer, jsonb, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { member, portal, school } from './portal.ts';

/*
 * Reading quizzes and golden-bell contests (issue 17, decisions 140–142). Correct answers stay in these
 * tables: the routes send a question without its answer until the member has answered.
 */

/** A reading quiz about a book: the school's (sch_key) or nationwide; a student's waits for approval. */
export const readingQuiz = portal.table(
  'reading_quiz',
  {
    quizKey: integer('quiz_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key').references(() => school.schKey),
    writerKey: integer('writer_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    /** 'school' (the writer's school only) or 'national' (every member). */
    scopeCode: text('scope_code').notNull().default('school'),
    /** 'approved', 'pending' (a student's, until a teacher approves) or 'returned'. */
    statusCode: text('status_code').notNull().default('approved'),
    title: text('title').notNull(),
    bookTitle: text('book_title').notNull(),
    bookAuthor: text('book_author').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_quiz_school_idx').on(t.schKey, t.statusCode)],
);

/** A question of a quiz or of a contest (exactly one of quiz_key, contest_key). */
export const quizQuestion = portal.table(
  'quiz_question',
  {
    questionKey: integer('question_key').primaryKey().generatedAlwaysAsIdentity(),
    quizKey: integer('quiz_key').references(() => readingQuiz.quizKey, { onDelete: 'cascade' }),
    contestKey: integer('contest_key').references(() => quizContest.contestKey, { onDelete: 'cascade' }),
    questionNo: integer('question_no').notNull(),
    /** 01 O/X, 02 multiple choice (answer: the choice's number), 03 short answer. */
    questionTypeCode: text('question_type_code').notNull(),
    question: text('question').notNull(),
    choiceList: jsonb('choice_list').$type<string[]>().notNull().default([]),
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [index('quiz_question_quiz_idx').on(t.quizKey), index('quiz_question_contest_idx').on(t.contestKey)],
);

/** A member's one attempt at a quiz, scored on the server. */
export const quizAttempt = portal.table(
  'quiz_attempt',
  {
    quizKey: integer('quiz_key')
      .notNull()
      .references(() => readingQuiz.quizKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    /** [{ questionKey, answer, correct }] in question order. */
    answers: jsonb('answers').$type<{ questionKey: number; answer: string; correct: boolean }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quizKey, t.memberKey] })],
);

/**
 * A golden-bell contest (decision 141): a teacher's, for a grade (and class) of the school. Status
 * 'draft' (being made), 'ready' (complete, students may join), 'live', 'finished'. While live,
 * current_no is the open question and closes_at the server's deadline for its answers.
 */
export const quizContest = portal.table(
  'quiz_contest',
  {
    contestKey: integer('contest_key').primaryKey().generatedAlwaysAsIdentity(),
    schKey: integer('sch_key')
      .notNull()
      .references(() => school.schKey),
    teacherKey: integer('teacher_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    targetGrade: integer('target_grade').notNull(),
    /** null: the whole grade. */
    targetClassNo: integer('target_class_no'),
    timeLimitSec: integer('time_limit_sec').notNull().default(20),
    statusCode: text('status_code').notNull().default('draft'),
    currentNo: integer('current_no').notNull().default(0),
    /** 'open' (answers accepted until closes_at) or 'revealed' (the current question is marked). */
    phaseCode: text('phase_code').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('quiz_contest_school_idx').on(t.schKey, t.statusCode)],
);

/** A student in a contest: 'alive', 'out' (eliminated at out_no) or 'winner' once finished. */
export const contestPlayer = portal.table(
  'contest_player',
  {
    contestKey: integer('contest_key')
      .notNull()
      .references(() => quizContest.contestKey, { onDelete: 'cascade' }),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    statusCode: text('status_code').notNull().default('alive'),
    outNo: integer('out_no'),
    correctCount: integer('correct_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestKey, t.memberKey] })],
);

/** One answer to one contest question, stamped by the server's clock. */
export const contestAnswer = portal.table(
  'contest_answer',
  {
    contestKey: integer('contest_key')
      .notNull()
      .references(() => quizContest.contestKey, { onDelete: 'cascade' }),
    questionNo: integer('question_no').notNull(),
    memberKey: integer('member_key')
      .notNull()
      .references(() => member.memberKey, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    correct: integer('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('contest_answer_once').on(t.contestKey, t.questionNo, t.memberKey)],
);
