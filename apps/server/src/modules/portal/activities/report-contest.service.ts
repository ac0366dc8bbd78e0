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
import type { z } from 'zod';
import { conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { LibraryFace } from '../../library/public.ts';
import type { BannedWordCheck } from '../block-words/banned-word-check.ts';
import type { PortalFace } from '../public.ts';
import { iso, yn } from './activity-views.ts';
import type { ContestRow, EntryRow, ReportContestRepository } from './report-contest.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

type SaveInput = z.output<typeof reportContestSaveRequestSchema>;
type JudgeInput = z.output<typeof reportContestJudgeRequestSchema>;

const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const compact = (d: string) => d.replaceAll('-', '');

/**
 * Reading-report contests (issue 16.3; decision 135). A teacher of a school opens a contest with a
 * period (the library's Seoul day decides it); a student of the school (of the target grade) submits one
 * of their reading reports, replaceable while the period runs; the school's teachers score and award the
 * entries; the contest's teacher publishes the results, which closes it and notifies every entrant.
 * Another school's contest is invisible (404); a student calling a judge's call gets 403.
 */
export function createReportContestService(deps: {
  repository: ReportContestRepository;
  bannedWords: BannedWordCheck;
  library: () => LibraryFace;
  portal: () => PortalFace;
}) {
  const { repository } = deps;
  const today = () => deps.library().today();

  const member = (v: Viewer) => {
    if (!v) throw unauthorized(M.loginRequired);
    return v;
  };
  const staff = (v: Viewer) => {
    if (!isSchoolStaff(member(v))) throw forbidden(M.teacherOnly);
    return v as NonNullable<Viewer> & { schKey: number };
  };

  function statusOf(row: ContestRow): ReportContest['statusCode'] {
    if (row.publishedAt) return 'published';
    const day = today();
    if (day < row.startDate) return 'upcoming';
    if (day > row.endDate) return 'closed';
    return 'open';
  }

  const summary = (row: ContestRow): ReportContest => ({
    contestKey: row.contestKey,
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

  /** A contest of the caller's school; any other answers 404. */
  async function schoolContest(v: NonNullable<Viewer>, contestKey: number) {
    const row = await repository.find(contestKey);
    if (!row || row.schKey !== v.schKey) throw notFound(M.notFound);
    return row;
  }

  return {
    async list(v: Viewer, p: { pageIndex: number; pageSize: number }) {
      const viewer = member(v);
      if (viewer.schKey === null)
        return { list: [], totalCount: 0, totalPage: 0, pageIndex: p.pageIndex, pageSize: p.pageSize };
      const { rows, totalCount } = await repository.page(viewer.schKey, p);
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
      const row = await schoolContest(viewer, contestKey);
      const judge = isSchoolStaff(viewer);
      const mine = await repository.entryOf(contestKey, viewer.memberKey);
      const awards = row.publishedAt ? await repository.awarded(contestKey) : [];
      return {
        ...summary(row),
        myEntry: mine ? entryOf(mine, judge) : null,
        awardList: awards.map((a) => entryOf(a, true)),
        judgeYn: yn(judge),
      };
    },

    /** Opens a contest for the caller's school, or edits one before its results are out. */
    async save(v: Viewer, input: SaveInput) {
      const teacher = staff(v);
      await deps.bannedWords.assertClean(input.title, input.theme, input.rules);
      const values = {
        title: input.title,
        theme: input.theme,
        rules: input.rules,
        targetGrade: input.targetGrade,
        startDate: dashed(input.startDate),
        endDate: dashed(input.endDate),
      };
      if (input.contestKey) {
        const row = await schoolContest(teacher, input.contestKey);
        if (row.publishedAt) throw conflict(M.alreadyPublished);
        await repository.update(row.contestKey, values);
        return { contestKey: row.contestKey };
      }
      const contestKey = await repository.insert({
        ...values,
        schKey: teacher.schKey,
        teacherMemberKey: teacher.memberKey,
      });
      return { contestKey };
    },

    /** A student's one entry: their own submitted reading report, inside the period. */
    async submit(v: Viewer, contestKey: number, reaActKey: number) {
      const viewer = member(v);
      if (viewer.memberTypeCode !== MEMBER_TYPES.student) throw forbidden(M.studentsOnly);
      const row = await schoolContest(viewer, contestKey);
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

    /** Every entry, for the school's teachers (the judges). */
    async entries(v: Viewer, contestKey: number) {
      const teacher = staff(v);
      await schoolContest(teacher, contestKey);
      return { list: (await repository.entries(contestKey)).map((r) => entryOf(r, true)) };
    },

    async judge(v: Viewer, input: JudgeInput) {
      const teacher = staff(v);
      const entry = await repository.entry(input.entryKey);
      if (!entry || entry.schKey !== teacher.schKey) throw notFound(M.entryNotFound);
      if (entry.publishedAt) throw conflict(M.alreadyPublished);
      await deps.bannedWords.assertClean(input.judgeComment);
      await repository.judge(entry.entryKey, {
        score: input.score,
        awardCode: input.awardCode,
        judgeComment: input.judgeComment,
      });
      return { contestKey: entry.contestKey };
    },

    /** The contest's own teacher publishes: entries close, every entrant hears of the result. */
    async publish(v: Viewer, contestKey: number) {
      const teacher = staff(v);
      const row = await schoolContest(teacher, contestKey);
      if (row.teacherMemberKey !== teacher.memberKey) throw forbidden(M.notRunner);
      if (row.publishedAt) throw conflict(M.alreadyPublished);
      const entries = await repository.entries(contestKey);
      if (entries.length === 0) throw conflict(M.noEntries);
      await repository.update(contestKey, { publishedAt: new Date() });
      for (const entry of entries) {
        const award = entry.awardCode ? REPORT_AWARDS[entry.awardCode] : null;
        await deps.portal().notify(entry.memberKey, {
          kind: 'reportReply',
          title: award
            ? `'${row.title}'에서 ${award}을(를) 받았습니다.`
            : `'${row.title}' 결과가 발표되었습니다.`,
          content: entry.reportTitle,
          linkRoute: 'MyContestManage',
          dedupeKey: `reportContest:${contestKey}:${entry.entryKey}`,
        });
      }
      return { contestKey };
    },

    /** myReadingContest/readingContest: a student's entries and a teacher's contests. */
    async mine(v: Viewer) {
      const viewer = member(v);
      const entries = await repository.entriesOf(viewer.memberKey);
      const contests = isSchoolStaff(viewer) ? await repository.byTeacher(viewer.memberKey) : [];
      return {
        entryList: entries.map((r) => ({
          ...entryOf(r, false),
          contestTitle: r.contestTitle,
          statusCode: r.publishedAt ? 'published' : 'submitted',
        })),
        contestList: contests.map(summary),
      };
    },
  };
}

export type ReportContestService = ReturnType<typeof createReportContestService>;
