import type { BookChoice } from '@reading/contract/activities/activities';
import { type BookListType, ACTIVITY_MESSAGES as M } from '@reading/contract/activities/codes';
import { searchRequestSchema } from '@reading/contract/search/search';
import { badRequest, unauthorized } from '../../../lib/errors.ts';
import type { LibraryFace } from '../../library/public.ts';
import type { CatalogueLookup } from '../../search/public.ts';
import type { ShelvedBooks } from '../mypage/public.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import { isSchoolStaff, type Viewer } from './visibility.ts';

/** Books a list shows at most (recent loans, shelves, a page of search results). */
const LIST_SIZE = 20;

type BookList = { list: BookChoice[]; totalCount: number; pageIndex: number; totalPage: number };
const onePage = (list: BookChoice[]): BookList => ({
  list,
  totalCount: list.length,
  pageIndex: 1,
  totalPage: list.length ? 1 : 0,
});

/**
 * ParticipationContestList/{type}: the books a member may write about (decisions 130, 137), each from
 * its owner's public face: loans from the library, the union catalogue's search from the search module,
 * the member's own bookshelves from my page; assignments and recommended activities from this area.
 */
export function createBookChoicesService(deps: {
  repository: ActivitiesRepository;
  catalogue: CatalogueLookup;
  library: () => LibraryFace;
  shelves: ShelvedBooks;
}) {
  const { repository } = deps;

  async function recentLoans(memberKey: number) {
    const loans = await deps.library().loansOfMember(memberKey);
    const seen = new Set<number>();
    const list: BookChoice[] = [];
    for (const loan of loans) {
      if (seen.has(loan.bookKey) || list.length >= LIST_SIZE) continue;
      seen.add(loan.bookKey);
      const { bookKey, title, author, publisher, isbn } = loan;
      list.push({ bookKey, title, author, publisher, isbn, note: `${loan.loanDate} 대출`, subjectKey: null });
    }
    return onePage(list);
  }

  /** The union catalogue's search (every library's books), 20 a page, as /alpasq/api/search finds them. */
  async function search(keyword: string, pageIndex: number): Promise<BookList> {
    const result = await deps.catalogue.search(
      searchRequestSchema.parse({ searchKeyword: keyword, page: pageIndex, display: LIST_SIZE }),
    );
    return {
      list: result.list.map((b) => ({
        bookKey: b.bookKey,
        title: b.title,
        author: b.author,
        publisher: b.publisher,
        isbn: b.isbn,
        // One choice per work (decision 240): its volumes are shown beside the title, not as twins.
        note: [b.subtitle, b.pubYear ? `${b.pubYear}년` : null, b.kdcName].filter(Boolean).join(' · '),
        subjectKey: null,
        volumes: b.work.volumes,
      })),
      totalCount: result.totalCount,
      pageIndex,
      totalPage: result.totalPage,
    };
  }

  async function shelves(memberKey: number) {
    const books = await deps.shelves.of(memberKey, LIST_SIZE);
    return onePage(
      books.map((b) => ({
        bookKey: b.bookKey,
        title: b.title,
        author: b.author,
        publisher: b.publisher,
        isbn: b.isbn,
        note: `내 책장 「${b.shelfName}」`,
        subjectKey: null,
      })),
    );
  }

  async function subjects(viewer: NonNullable<Viewer>) {
    if (viewer.schKey === null) return onePage([]);
    const me = await repository.memberOf(viewer.memberKey);
    const rows = await repository.subjects(
      viewer.schKey,
      isSchoolStaff(viewer) ? undefined : { grade: me?.grade ?? null, classNo: me?.classNo ?? null },
    );
    return onePage(
      rows
        .filter((s) => s.bookKey !== null)
        .map((s) => ({
          bookKey: s.bookKey!,
          title: s.bookTitle ?? '',
          author: s.author,
          publisher: null,
          isbn: null,
          note: `${s.title} · 마감 ${s.dueDate}`,
          subjectKey: s.subjectKey,
        })),
    );
  }

  return {
    async books(
      v: Viewer,
      q: { type: BookListType; keyword?: string; pageIndex: number },
    ): Promise<BookList> {
      if (!v) throw unauthorized(M.loginRequired);
      switch (q.type) {
        case 'recentLoanBooks':
          return recentLoans(v.memberKey);
        case 'searchBooks':
          if (!q.keyword) throw badRequest(`keyword: ${M.keywordRequired}`);
          return search(q.keyword, q.pageIndex);
        case 'shelfBooks':
          return shelves(v.memberKey);
        case 'subjectBooks':
          return subjects(v);
        case 'recommendBooks': {
          const rows = await repository.recommendedBooks(v);
          return onePage(
            rows.map((r) => ({ ...r, bookKey: r.bookKey!, note: '추천 활동의 도서', subjectKey: null })),
          );
        }
      }
    },
  };
}

export type BookChoicesService = ReturnType<typeof createBookChoicesService>;
