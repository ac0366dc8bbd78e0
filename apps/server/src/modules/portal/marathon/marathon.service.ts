import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { josaOf } from '@reading/contract/korean/josa';
import {
  MARATHON_MESSAGES as M,
  MARATHON_TYPE,
  statusName,
  typeName,
} from '@reading/contract/marathon/codes';
import type {
  MarathonDetail,
  MarathonListFilter,
  MarathonSaveInput,
  MarathonSummary,
  marathonUpdateRequestSchema,
} from '@reading/contract/marathon/marathon';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { CatalogueLookup } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import type { Actor } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { BookDraft, MarathonRepository, MarathonRow } from './marathon.repository.ts';
import { goalLabelOf, progressOf, type Read } from './progress.ts';

type UpdateInput = z.output<typeof marathonUpdateRequestSchema>;
export type MarathonDeps = {
  repository: MarathonRepository;
  catalogue: CatalogueLookup;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  /** The server's one clock (decision 235; tests move it). */
  clock: Clock;
  /** Keeps an uploaded cover (decision 225). */
  uploads: UploadKeeper;
};

const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

export function requireMember(actor: Actor | null): Actor {
  if (!actor) throw unauthorized(M.loginRequired);
  return actor;
}

/**
 * Reading marathons (issue 19; decisions 180–183): made in steps by any school member, seen by the
 * privacy bound in the query, joined by the members it is meant for, edited only before it starts and
 * deleted only while nobody joined. Diaries and progress are in diary.service.ts.
 */
export function createMarathonService(deps: MarathonDeps) {
  const { repository } = deps;
  const today = () => deps.clock.today();
  const viewer = (a: Actor) => ({ memberKey: a.memberKey, schKey: a.schKey });

  /** Lists' items: with my making, joining and progress. */
  async function summaries(
    actor: Actor | null,
    rows: MarathonRow[],
    maskingYn?: MaskingYn,
  ): Promise<MarathonSummary[]> {
    const keys = rows.map((r) => r.readingMarathonKey);
    const [joined, stats] = actor
      ? await Promise.all([
          repository.participationsOf(actor.memberKey, keys),
          repository.statsOfMember(actor.memberKey, keys),
        ])
      : [[], []];
    const joinedBy = new Map(joined.map((j) => [j.readingMarathonKey, j]));
    const statsBy = new Map(stats.map((s) => [s.readingMarathonKey, s]));
    const chosen = new Map<number, number[]>();
    for (const r of rows.filter(
      (r) => r.typeCode === MARATHON_TYPE.specific && joinedBy.has(r.readingMarathonKey),
    ))
      chosen.set(
        r.readingMarathonKey,
        (await repository.books(r.readingMarathonKey)).map((b) => b.bookKey),
      );
    return rows.map((row) => {
      const joinedRow = joinedBy.get(row.readingMarathonKey);
      const rule = { ...row, bookKeys: chosen.get(row.readingMarathonKey) ?? [] };
      return {
        ...toSummary(row, actor, maskingYn),
        myJoinYN: yn(!!joinedRow),
        myProgressRate: joinedRow
          ? progressOf(rule, statsBy.get(row.readingMarathonKey), joinedRow.completedAt).progressRate
          : null,
      };
    });
  }

  async function visible(actor: Actor, key: number): Promise<MarathonRow> {
    const row = await repository.find(key, today(), viewer(actor));
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** The maker's own marathon, still before its start (edit and delete). */
  async function ownBeforeStart(actor: Actor, key: number) {
    const row = await visible(actor, key);
    if (row.makerKey !== actor.memberKey) throw forbidden(M.notMaker);
    return row;
  }

  /** Looks the chosen books up in the union catalogue (search's public face) and copies what we show. */
  async function booksOf(input: MarathonSaveInput): Promise<BookDraft[]> {
    if (input.readingMarathonTypeCode !== MARATHON_TYPE.specific) return [];
    const books: BookDraft[] = [];
    for (const bookKey of input.bookList) {
      const book = await deps.catalogue.book(bookKey);
      if (!book) throw notFound(M.bookNotFound);
      books.push({
        bookKey,
        title: book.title,
        author: book.author ?? '',
        publisher: book.publisher ?? '',
        kdc: book.kdc,
      });
    }
    return books;
  }

  function draftOf(actor: Actor, input: MarathonSaveInput) {
    const type = input.readingMarathonTypeCode;
    return {
      schKey: actor.schKey!,
      makerKey: actor.memberKey,
      typeCode: type,
      name: input.name,
      summary: input.summary,
      imgType: input.imgType,
      imgKey: input.imgKey,
      img: input.imgType === '02' ? input.img : '',
      targetGrade: input.targetGrade,
      startDate: input.startDate,
      endDate: input.endDate,
      keyword: input.keyword,
      privacyBoundCode: input.privacyBoundCode,
      goalUnitCode:
        type === MARATHON_TYPE.target
          ? (input.goalUnitCode ?? '01')
          : type === MARATHON_TYPE.subject
            ? '01'
            : null,
      goalCount: type === MARATHON_TYPE.specific ? null : (input.goalCount ?? null),
      kdcCode: type === MARATHON_TYPE.subject ? (input.kdcCode ?? null) : null,
    };
  }

  return {
    today,

    /** schoolList: the member's school's marathons with the spec's filters, 4 a page unless asked. */
    async schoolList(actorOrNull: Actor | null, filter: MarathonListFilter) {
      const actor = requireMember(actorOrNull);
      const { list, totalCount } = await repository.schoolPage(viewer(actor), filter, today());
      return {
        list: await summaries(actor, list, filter.maskingYN),
        totalCount,
        totalPage: Math.ceil(totalCount / filter.pageSize),
        pageIndex: filter.pageIndex,
        pageSize: filter.pageSize,
      };
    },

    /** recommendList: nationwide marathons still open, the most joined first (anyone may look). */
    async recommendList(
      actor: Actor | null,
      query: { pageIndex: number; pageSize: number; maskingYN?: MaskingYn },
    ) {
      const { pageIndex, pageSize } = query;
      const { list, totalCount } = await repository.recommendPage(today(), pageIndex, pageSize);
      return {
        list: await summaries(actor, list, query.maskingYN),
        totalCount,
        totalPage: Math.ceil(totalCount / pageSize),
        pageIndex,
        pageSize,
      };
    },

    /** One marathon with its books and my progress (404 when the member may not see it). */
    async detail(actorOrNull: Actor | null, key: number): Promise<MarathonDetail> {
      const actor = requireMember(actorOrNull);
      const row = await visible(actor, key);
      const [books, joined, stats] = await Promise.all([
        repository.books(key),
        repository.participation(key, actor.memberKey),
        repository.stats(key, [actor.memberKey]),
      ]);
      const read: Read | undefined = stats[0];
      const readBooks = new Set(read?.bookKeys ?? []);
      const rule = { ...row, bookKeys: books.map((b) => b.bookKey) };
      const maker = row.makerKey === actor.memberKey;
      return {
        ...toSummary(row, actor),
        myJoinYN: yn(!!joined),
        myProgressRate: joined ? progressOf(rule, read, joined.completedAt).progressRate : null,
        bookList: books.map((b) => ({
          bookKey: b.bookKey,
          title: b.title,
          author: b.author,
          publisher: b.publisher,
          kdc: b.kdc,
          readYn: yn(readBooks.has(b.bookKey)),
        })),
        myProgress: joined ? progressOf(rule, read, joined.completedAt) : null,
        editableYn: yn(maker && row.progressStatus === '01'),
        deletableYn: yn(maker && row.participantCount === 0),
      };
    },

    /** Publishes a marathon (step 4): a member with a school; texts pass the banned-word check. */
    async save(actorOrNull: Actor | null, input: MarathonSaveInput) {
      const actor = requireMember(actorOrNull);
      if (actor.schKey === null) throw forbidden(M.noSchool);
      await deps.bannedWords.assertClean(input.name, input.summary, input.keyword);
      const books = await booksOf(input);
      const draft = draftOf(actor, input);
      const readingMarathonKey = await repository.save(undefined, draft, books);
      await deps.uploads.imagesIn(draft.img, actor.memberKey);
      return { readingMarathonKey };
    },

    /** The edit steps: its maker, before it starts; the kind stays. */
    async update(actorOrNull: Actor | null, input: UpdateInput) {
      const actor = requireMember(actorOrNull);
      const row = await ownBeforeStart(actor, input.readingMarathonKey);
      if (row.progressStatus !== '01') throw conflict(M.startedNoEdit);
      if (row.typeCode !== input.readingMarathonTypeCode) throw conflict(M.typeChange);
      await deps.bannedWords.assertClean(input.name, input.summary, input.keyword);
      const books = await booksOf(input);
      const draft = { ...draftOf(actor, input), schKey: row.schKey };
      await repository.save(row.readingMarathonKey, draft, books);
      await deps.uploads.imagesIn(draft.img, actor.memberKey);
      return { readingMarathonKey: row.readingMarathonKey };
    },

    /** readingMarathon/delete: its maker, and only while nobody has joined (409 otherwise). */
    async remove(actorOrNull: Actor | null, key: number) {
      const actor = requireMember(actorOrNull);
      const row = await ownBeforeStart(actor, key);
      if (row.participantCount > 0) throw conflict(M.hasParticipants);
      await repository.remove(key);
      return { readingMarathonKey: key };
    },

    /** Joins a visible marathon not over yet, meant for the member's grade; told at once when it runs. */
    async join(actorOrNull: Actor | null, key: number) {
      const actor = requireMember(actorOrNull);
      const row = await visible(actor, key);
      if (row.makerKey === actor.memberKey) throw conflict(M.makerNoJoin);
      if (row.progressStatus === '03') throw conflict(M.finishedNoJoin);
      if (row.targetGrade !== 0 && actor.memberTypeCode === MEMBER_TYPES.student) {
        const grade = await repository.gradeOf(actor.memberKey);
        if (grade !== null && grade !== row.targetGrade) throw forbidden(M.notTargetGrade);
      }
      if (!(await repository.join(key, actor.memberKey))) throw conflict(M.alreadyJoined);
      if (row.progressStatus === '02')
        await deps.portal().notify(actor.memberKey, startNotice(row.readingMarathonKey, row.name));
      return { readingMarathonKey: key };
    },

    /** Leaves a marathon in which the member has written no diary yet. */
    async leave(actorOrNull: Actor | null, key: number) {
      const actor = requireMember(actorOrNull);
      await visible(actor, key);
      if (!(await repository.participation(key, actor.memberKey))) throw conflict(M.notJoined);
      if ((await repository.diaryCount(key, actor.memberKey)) > 0) throw conflict(M.leaveWithDiaries);
      await repository.leave(key, actor.memberKey);
      return { readingMarathonKey: key };
    },

    /** Tells the participants of marathons that started (the daily job and start-up; decision 182). */
    async announceStarts() {
      let sent = 0;
      for (const m of await repository.takeStarted(today()))
        for (const memberKey of m.memberKeys) {
          if (await deps.portal().notify(memberKey, startNotice(m.key, m.name))) sent += 1;
        }
      return sent;
    },

    /** myReadingContest's marathon part: the ones I made or joined, with counts. */
    async mine(actorOrNull: Actor | null) {
      const actor = requireMember(actorOrNull);
      const list = await summaries(actor, await repository.mine(actor.memberKey, today()));
      return {
        joinCount: list.filter((m) => m.myJoinYN === 'Y').length,
        makeCount: list.filter((m) => m.myMakeYN === 'Y').length,
        completedCount: list.filter((m) => m.myProgressRate === 100).length,
        readingMarathon: { list, totalCount: list.length },
      };
    },
  };
}

/** The start notice: deduplicated per marathon and member, so the join and the daily job send one. */
export const startNotice = (key: number, name: string) => ({
  kind: 'marathon' as const,
  title: `독서마라톤 '${name}'${josaOf(name, '이/가')} 시작되었습니다.`,
  linkRoute: 'contestMarathonDiary',
  dedupeKey: `marathon:start:${key}`,
});

/** A marathon as `actor` sees it: its maker's name and key by the one masking rule (decision 230). */
export function toSummary(row: MarathonRow, actor: Actor | null, maskingYn?: MaskingYn): MarathonSummary {
  const maker = shownMember(
    actor,
    { memberKey: row.makerKey, schKey: row.schKey, name: row.makerName, memberTypeCode: row.makerTypeCode },
    maskingYn,
  );
  return {
    readingMarathonKey: row.readingMarathonKey,
    readingMarathonTypeCode: row.typeCode,
    readingMarathonTypeName: typeName(row.typeCode),
    name: row.name,
    summary: row.summary,
    img: row.img,
    imgType: row.imgType,
    imgKey: row.imgKey,
    targetGrade: row.targetGrade,
    startDate: row.startDate,
    endDate: row.endDate,
    keyword: row.keyword,
    privacyBoundCode: row.privacyBoundCode,
    progressStatus: row.progressStatus,
    progressStatusName: statusName(row.progressStatus),
    schKey: row.schKey,
    schoolName: row.schoolName,
    makerKey: maker.memberKey,
    makerName: maker.name,
    goalUnitCode: row.goalUnitCode,
    goalCount: row.goalCount,
    kdcCode: row.kdcCode,
    goalLabel: goalLabelOf(row, row.bookCount),
    participantCount: row.participantCount,
    myMakeYN: yn(maker.mine),
    myJoinYN: 'N',
    myProgressRate: null,
    regDate: row.createdAt.toISOString(),
  };
}

export type MarathonService = ReturnType<typeof createMarathonService>;
