import {
  REPORT_CONTEST_MESSAGES as M,
  REPORT_AWARDS,
  type ReportContest,
  type ReportContestDetail,
  type ReportEntry,
  type reportContestJudgeRequestSchema,
  type reportContestSaveRequestSchema,
} from '@reading/contract/activities/report-contest';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { withJosa } from '@reading/contract/korean/josa';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { PortalFace } from '../mypage/public.ts';
import { iso, yn } from './activity-views.ts';
import type {
  ContestRow,
  ContestSeer,
  EntryRow,
  ReportContestRepository,
} from './report-contest.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

type SaveInput = z.output<typeof reportContestSaveRequestSchema>;
type JudgeInput = z.output<typeof reportContestJudgeRequestSchema>;

const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const compact = (d: string) => d.replaceAll('-', '');

/**
 * Reading-report contests (issue 16.3; decision 135). A teacher of a school opens a contest with a
 * period (the server's Korea day decides it); a student of the school (of the target grade) submits one
 * of their reading reports, replaceable while the period runs; the school's teachers score and award the
 * entries; the contest's teacher publishes the results, which closes it and notifies every entrant.
 * Another school's contest is invisible (404); a student calling a judge's call gets 403. The operator opens
 * nationwide contests (decision 138): every member sees them, every school's students enter, only operators
 * judge them (a school's teacher gets 403) and the opening operator publishes.
 */
export function createReportContestService(deps: {
  repository: ReportContestRepository;
  bannedWords: BannedWordCheck;
  clock: Clock;
  portal: () => PortalFace;
}) {
  const { repository } = deps;
  const today = () => deps.clock.today();

  const member = (v: Viewer) => {
    if (!v) throw unauthorized(M.loginRequired);
    return v;
  };

  /** May the caller judge this contest: operators a nationwide one, the school's teachers their school's. */
  async function judges(v: NonNullable<Viewer>, row: { schKey: number | null }) {
    if (row.schKey === null) return repository.isOperator(v.memberKey);
    return isSchoolStaff(v) && v.schKey === row.schKey;
  }

  /** A judge of some contest (a school's staff or an operator), or 403 before any contest is looked up. */
  async function judgeAtAll(v: Viewer) {
    const viewer = member(v);
    if (!isSchoolStaff(viewer) && !(await repository.isOperator(viewer.memberKey)))
      throw forbidden(M.teacherOnly);
    return viewer;
  }

  /** The judge of a contest, or 403: operators only for a nationwide one, teachers only for a school's. */
  async function assertJudge(v: NonNullable<Viewer>, row: { schKey: number | null }) {
    if (await judges(v, row)) return;
    throw forbidden(row.schKey === null && isSchoolStaff(v) ? M.operatorOnly : M.teacherOnly);
  }

  function statusOf(row: ContestRow): ReportContest['statusCode'] {
    if (row.publishedAt) return 'published';
    const day = today();
    if (day < row.startDate) return 'upcoming';
    if (day > row.endDate) return 'closed';
    return 'open';
  }

  const summary = (row: ContestRow): ReportContest => ({
    contestKey: row.contestKey,
    nationwideYn: yn(row.schKey === null),
    schName: row.schName,
    title: row.title,
    theme: row.theme,
    rules: row.rules,
    targetGrade: row.targetGrade,
    startDate: compact(row.startDate),
    endDate: compact(row.endDate),
    statusCode: statusOf(row),
    teacherMemberKey: row.teacherMemberKey,
    teacherName: row.teacherName,
    entryCount: row.entryCount,
    regDate: iso(row.createdAt),
  });

  /** Score and award show to the entrant only once the results are out; the judges always see them. */
  const entryOf = (row: EntryRow, judged: boolean): ReportEntry => {
    const show = judged || row.publishedAt !== null;
    return {
      entryKey: row.entryKey,
      contestKey: row.contestKey,
      memberKey: row.memberKey,
      memberName: row.memberName,
      schName: row.entrantSchName,
      grade: row.grade,
      classNo: row.classNo,
      reaActKey: row.reaActKey,
      reportTitle: row.reportTitle,
      bookTitle: row.bookTitle,
      score: show ? row.score : null,
      awardCode: show ? row.awardCode : null,
      awardName: show && row.awardCode ? (REPORT_AWARDS[row.awardCode] ?? null) : null,
      judgeComment: show ? row.judgeComment : '',
      regDate: iso(row.createdAt),
    };
  };

  /** How the caller looks at contests: their school, and whether they may see one before its start. */
  async function seerOf(v: NonNullable<Viewer>): Promise<ContestSeer> {
    const operator = await repository.isOperator(v.memberKey);
    return { schKey: v.schKey, viewer: { memberKey: v.memberKey, operator }, today: today() };
  }

  /** A contest the caller sees (their school's or a nationwide one, started); any other answers 404. */
  async function visibleContest(v: NonNullable<Viewer>, contestKey: number) {
    const row = await repository.findVisible(contestKey, await seerOf(v));
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    async list(v: Viewer, p: { pageIndex: number; pageSize: number }) {
      const viewer = member(v);
      const { rows, totalCount } = await repository.page(await seerOf(viewer), p);
      return {
        list: rows.map(summary),
        totalCount,
        totalPage: Math.ceil(totalCount / p.pageSize),
        pageIndex: p.pageIndex,
        pageSize: p.pageSize,
      };
    },

    async detail(v: Viewer, contestKey: number): Promise<ReportContestDetail> {
      const viewer = member(v);
      const row = await visibleContest(viewer, contestKey);
      const judge = await judges(viewer, row);
      const mine = await repository.entryOf(contestKey, viewer.memberKey);
      const awards = row.publishedAt ? await repository.awarded(contestKey) : [];
      return {
        ...summary(row),
        myEntry: mine ? entryOf(mine, judge) : null,
        awardList: awards.map((a) => entryOf(a, true)),
        judgeYn: yn(judge),
      };
    },

    /**
     * Opens a contest for the caller's school (a verified teacher or manager) or a nationwide one (an
     * operator), or edits one its judges run, before its results are out.
     */
    async save(v: Viewer, input: SaveInput) {
      const viewer = member(v);
      const operator = await repository.isOperator(viewer.memberKey);
      if (!operator && !isSchoolStaff(viewer)) throw forbidden(M.teacherOnly);
      const existing = input.contestKey ? await visibleContest(viewer, input.contestKey) : null;
      if (existing) await assertJudge(viewer, existing);
      await deps.bannedWords.assertClean(input.title, input.theme, input.rules);
      const values = {
        title: input.title,
        theme: input.theme,
        rules: input.rules,
        targetGrade: input.targetGrade,
        startDate: dashed(input.startDate),
        endDate: dashed(input.endDate),
      };
      if (existing) {
        if (existing.publishedAt) throw conflict(M.alreadyPublished);
        await repository.update(existing.contestKey, values);
        return { contestKey: existing.contestKey };
      }
      const contestKey = await repository.insert({
        ...values,
        // An operator's contest is nationwide; a teacher's is their school's.
        schKey: operator ? null : viewer.schKey,
        teacherMemberKey: viewer.memberKey,
      });
      return { contestKey };
    },

    /** A student's one entry: their own submitted reading report, inside the period. */
    async submit(v: Viewer, contestKey: number, reaActKey: number) {
      const viewer = member(v);
      if (viewer.memberTypeCode !== MEMBER_TYPES.student) throw forbidden(M.studentsOnly);
      const row = await visibleContest(viewer, contestKey);
      if (row.publishedAt) throw conflict(M.alreadyPublished);
      if (statusOf(row) !== 'open') throw conflict(M.notInPeriod);
      if (row.targetGrade !== null) {
        const { grade } = await repository.memberPlace(viewer.memberKey);
        if (grade !== row.targetGrade) throw forbidden(M.notTarget);
      }
      const activity = await repository.activity(reaActKey);
      // Someone else's activity answers as if it did not exist.
      if (!activity || activity.memberKey !== viewer.memberKey || activity.reaActCode !== '02')
        throw notFound(M.notYourReport);
      if (activity.statusCode === '00' || activity.privacyBoundCode === '05') throw conflict(M.draftReport);
      await repository.submit(contestKey, viewer.memberKey, reaActKey);
      return { contestKey };
    },

    /** Every entry, for the judges (the school's teachers; operators for a nationwide contest). */
    async entries(v: Viewer, contestKey: number) {
      const viewer = await judgeAtAll(v);
      const row = await visibleContest(viewer, contestKey);
      await assertJudge(viewer, row);
      return { list: (await repository.entries(contestKey)).map((r) => entryOf(r, true)) };
    },

    async judge(v: Viewer, input: JudgeInput) {
      const viewer = await judgeAtAll(v);
      const entry = await repository.entry(input.entryKey, await seerOf(viewer));
      if (!entry) throw notFound(M.entryNotFound);
      await assertJudge(viewer, entry);
      if (entry.publishedAt) throw conflict(M.alreadyPublished);
      await deps.bannedWords.assertClean(input.judgeComment);
      await repository.judge(entry.entryKey, {
        score: input.score,
        awardCode: input.awardCode,
        judgeComment: input.judgeComment,
      });
      return { contestKey: entry.contestKey };
    },

    /** The contest's opener publishes: entries close, every entrant hears of the result. */
    async publish(v: Viewer, contestKey: number) {
      const viewer = await judgeAtAll(v);
      const row = await visibleContest(viewer, contestKey);
      await assertJudge(viewer, row);
      if (row.teacherMemberKey !== viewer.memberKey) throw forbidden(M.notRunner);
      if (row.publishedAt) throw conflict(M.alreadyPublished);
      const entries = await repository.entries(contestKey);
      if (entries.length === 0) throw conflict(M.noEntries);
      await repository.update(contestKey, { publishedAt: new Date() });
      for (const entry of entries) {
        const award = entry.awardCode ? REPORT_AWARDS[entry.awardCode] : null;
        await deps.portal().notify(entry.memberKey, {
          kind: 'reportReply',
          title: award
            ? `'${row.title}'에서 ${withJosa(award, '을/를')} 받았습니다.`
            : `'${row.title}' 결과가 발표되었습니다.`,
          content: entry.reportTitle,
          linkRoute: 'MyContestManage',
          dedupeKey: `reportContest:${contestKey}:${entry.entryKey}`,
        });
      }
      return { contestKey };
    },

    /** myReadingContest/readingContest: a student's entries, an opener's contests, what the caller may open. */
    async mine(v: Viewer) {
      const viewer = member(v);
      const entries = await repository.entriesOf(viewer.memberKey);
      const openScope = (await repository.isOperator(viewer.memberKey))
        ? ('nation' as const)
        : isSchoolStaff(viewer)
          ? ('school' as const)
          : null;
      const contests = openScope ? await repository.byTeacher(viewer.memberKey) : [];
      return {
        entryList: entries.map((r) => ({
          ...entryOf(r, false),
          contestTitle: r.contestTitle,
          statusCode: r.publishedAt ? 'published' : 'submitted',
        })),
        contestList: contests.map(summary),
        openScope,
      };
    },
  };
}

export type ReportContestService = ReturnType<typeof createReportContestService>;
