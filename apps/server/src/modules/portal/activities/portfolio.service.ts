import { reaActCodeName } from '@reading/contract/activities/codes';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  PORTFOLIO_MESSAGES as M,
  type PortfolioDetail,
  type PortfolioForm,
  type PortfolioSource,
  type PortfolioSummary,
} from '@reading/contract/portfolio/portfolio';
import { and, eq, sql } from 'drizzle-orm';
import { koreaDate } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { LibraryFace } from '../../library/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { shownMember } from '../core/member-names.ts';
import type { EarnedBadges, PortalFace } from '../mypage/public.ts';
import type { Page } from './activities.repository.ts';
import {
  type NewPortfolioItem,
  type PortfolioRepository,
  type PortfolioRow,
  portfolioTable as p,
  portfolioVisibleTo,
} from './portfolio.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

type Deps = {
  repository: PortfolioRepository;
  library: () => LibraryFace;
  badges: EarnedBadges;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
};

const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';
const day = koreaDate;
/** A badge's reference: category code × 10 + level ('02' level 1 → 21). */
const badgeRef = (code: string, level: number) => Number(code) * 10 + level;

/** A portfolio as `v` sees it: its owner by the one masking rule (decision 230). */
function toSummary(row: NonNullable<PortfolioRow>, v: Viewer): PortfolioSummary {
  const owner = shownMember(v, { memberKey: row.memberKey, schKey: row.schKey, name: row.memberName });
  return {
    portfolioKey: row.portfolioKey,
    memberKey: owner.memberKey,
    memberName: owner.name,
    mineYn: yn(owner.mine),
    schKey: row.schKey,
    schName: row.schName,
    title: row.title,
    privacyBoundCode: row.privacyBoundCode,
    itemCount: row.itemCount,
    reviewedYn: yn(row.reviewedAt !== null),
    regDate: row.createdAt.toISOString(),
    updDate: row.updatedAt.toISOString(),
  };
}

/** The rules of portfolios (decision 132): students build from their own items; the school's teachers review. */
export function createPortfolioService(deps: Deps) {
  const { repository } = deps;
  const requireViewer = (v: Viewer) => {
    if (!v) throw unauthorized(M.loginRequired);
    return v;
  };
  const toPage = (pg: Page, r: { rows: NonNullable<PortfolioRow>[]; totalCount: number }, v: Viewer) => ({
    list: r.rows.map((row) => toSummary(row, v)),
    totalCount: r.totalCount,
    totalPage: Math.ceil(r.totalCount / pg.pageSize),
    pageIndex: pg.pageIndex,
    pageSize: pg.pageSize,
  });

  /** What a member may gather: their own activities (not drafts), loans and earned badges. */
  async function sourcesOf(memberKey: number): Promise<PortfolioSource[]> {
    const [activities, loans, badges] = await Promise.all([
      repository.activitiesOf(memberKey),
      deps.library().loansOfMember(memberKey),
      deps.badges.of(memberKey),
    ]);
    return [
      ...activities.map((a) => ({
        itemType: 'activity' as const,
        refKey: a.reaActKey,
        title: a.title,
        subtitle: `${reaActCodeName(a.reaActCode)} · ${a.bookTitle}`,
        date: day(a.createdAt),
      })),
      ...loans.map((l) => ({
        itemType: 'loan' as const,
        refKey: l.loanKey,
        title: l.title,
        subtitle: [l.author, l.libName].filter(Boolean).join(' · '),
        date: l.loanDate.slice(0, 10),
      })),
      ...badges.map((b) => ({
        itemType: 'badge' as const,
        refKey: badgeRef(b.badgeTypeCode, b.level),
        title: `${b.badgeName} 배지`,
        subtitle: `${b.level}단계`,
        date: b.regDate,
      })),
    ];
  }

  /** The chosen items, each checked to be the author's own (400 otherwise), as lines to store. */
  async function itemsOf(memberKey: number, form: PortfolioForm): Promise<NewPortfolioItem[]> {
    const sources = await sourcesOf(memberKey);
    const byRef = new Map(sources.map((s) => [`${s.itemType}:${s.refKey}`, s]));
    const seen = new Set<string>();
    const items: NewPortfolioItem[] = [];
    for (const ref of form.items) {
      const id = `${ref.itemType}:${ref.refKey}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const source = byRef.get(id);
      if (!source) throw badRequest(M.notOwnItem);
      items.push({
        itemType: source.itemType,
        refKey: source.refKey,
        reaActKey: source.itemType === 'activity' ? source.refKey : null,
        title: source.title,
        subtitle: source.subtitle,
        itemDate: source.date,
        sortOrder: items.length,
      });
    }
    return items;
  }

  async function detailOf(row: NonNullable<PortfolioRow>, v: Viewer): Promise<PortfolioDetail> {
    const items = await repository.itemsFor(row.portfolioKey, v);
    return {
      ...toSummary(row, v),
      intro: row.intro,
      items: items.map((it) => ({
        itemType: it.itemType as PortfolioDetail['items'][number]['itemType'],
        refKey: it.refKey,
        title: it.title,
        subtitle: it.subtitle,
        date: it.itemDate,
        content: it.content,
        rating: it.rating,
      })),
      feedback: row.feedback,
      reviewerName: row.reviewerName,
      reviewedDate: row.reviewedAt?.toISOString() ?? null,
      editableYn: yn(!!v && v.memberKey === row.memberKey),
      reviewableYn: yn(isSchoolStaff(v) && v.schKey === row.schKey && row.privacyBoundCode !== '05'),
    };
  }

  return {
    async myList(v: Viewer, pg: Page) {
      const viewer = requireViewer(v);
      return toPage(pg, await repository.page(eq(p.memberKey, viewer.memberKey), pg), viewer);
    },
    async list(v: Viewer, pg: Page & { schKey?: number }) {
      const where = and(portfolioVisibleTo(v), pg.schKey ? eq(p.schKey, pg.schKey) : undefined)!;
      return toPage(pg, await repository.page(where, pg), v);
    },
    async manageList(v: Viewer, teacherMemberKey: number, pg: Page) {
      const viewer = requireViewer(v);
      if (!isSchoolStaff(viewer) || viewer.memberKey !== teacherMemberKey) throw forbidden(M.forbidden);
      const where = and(eq(p.schKey, viewer.schKey), sql`${p.privacyBoundCode} <> '05'`)!;
      return toPage(pg, await repository.page(where, pg), viewer);
    },
    async detail(v: Viewer, portfolioKey: number) {
      const row = await repository.findVisible(portfolioKey, v);
      if (!row) throw notFound(M.notFound);
      return detailOf(row, v);
    },
    async sources(v: Viewer) {
      return { list: await sourcesOf(requireViewer(v).memberKey) };
    },
    async save(v: Viewer, input: PortfolioForm & { portfolioKey?: number }) {
      const viewer = requireViewer(v);
      if (viewer.memberTypeCode !== MEMBER_TYPES.student) throw forbidden(M.studentsOnly);
      await deps.bannedWords.assertClean(input.title, input.intro);
      if (input.portfolioKey) {
        const row = await repository.findOne(input.portfolioKey);
        if (!row || row.memberKey !== viewer.memberKey) throw notFound(M.notFound);
      }
      const items = await itemsOf(viewer.memberKey, input);
      const fields = { title: input.title, intro: input.intro, privacyBoundCode: input.privacyBoundCode };
      if (input.portfolioKey) {
        await repository.update(input.portfolioKey, fields, items);
        return { portfolioKey: input.portfolioKey };
      }
      const key = await repository.insert(
        { ...fields, memberKey: viewer.memberKey, schKey: viewer.schKey },
        items,
      );
      return { portfolioKey: key };
    },
    async remove(v: Viewer, portfolioKey: number) {
      const viewer = requireViewer(v);
      const row = await repository.findOne(portfolioKey);
      if (!row || row.memberKey !== viewer.memberKey) throw notFound(M.notFound);
      await repository.remove(portfolioKey);
      return { portfolioKey };
    },
    /** A teacher's feedback: 403 for students and other schools' teachers, 404 when there is none. */
    async review(v: Viewer, portfolioKey: number, feedback: string) {
      const viewer = requireViewer(v);
      if (!isSchoolStaff(viewer)) throw forbidden(M.forbidden);
      const row = await repository.findOne(portfolioKey);
      if (!row || row.privacyBoundCode === '05') throw notFound(M.notFound);
      if (row.schKey !== viewer.schKey) throw forbidden(M.forbidden);
      await deps.bannedWords.assertClean(feedback);
      await repository.review(portfolioKey, viewer.memberKey, feedback);
      await deps.portal().notify(row.memberKey, {
        kind: 'reportReply',
        title: '포트폴리오에 선생님의 검토 의견이 달렸습니다.',
        content: row.title,
        linkRoute: 'MyPortfolio',
        dedupeKey: `portfolio:${portfolioKey}:${Date.now()}`,
      });
      return { portfolioKey };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
