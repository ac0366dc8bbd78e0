import { BOOKSHELF_MESSAGES, type Shelf, type ShelfBook } from '@reading/contract/mypage/bookshelves';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { CatalogueLookup } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { shownMember } from '../core/member-names.ts';
import { actingRole, type SessionMember } from '../core/session.plugin.ts';
import { bookshelvesRepository as repo, type ShelfRow } from './bookshelves.repository.ts';

type ShelfForm = { shelfName: string; description: string; publicYn: 'Y' | 'N' };

/** A shelf as `member` sees it: its owner by the one masking rule (decision 230). */
function toShelf(row: ShelfRow, member: SessionMember): Shelf {
  const viewer = {
    memberKey: member.memberKey,
    memberTypeCode: actingRole(member) ?? '',
    schKey: member.schKey,
  };
  const owner = shownMember(viewer, {
    memberKey: row.ownerKey,
    schKey: row.ownerSchKey,
    name: row.ownerName,
  });
  return {
    shelfKey: row.shelfKey,
    shelfName: row.shelfName,
    description: row.description,
    publicYn: row.publicYn === 'Y' ? 'Y' : 'N',
    ownerKey: owner.memberKey,
    ownerName: owner.name,
    mineYn: owner.mine ? 'Y' : 'N',
    bookCount: Number(row.bookCount),
    regDate: row.regDate.toISOString(),
    modDate: row.modDate.toISOString(),
  };
}

/**
 * Bookshelves (decision 093): a member's shelves, private or public, and the books on them. A private
 * shelf is the owner's alone: to anyone else it does not exist (404). A public shelf is readable by every
 * logged-in member; `shareBookShelf/list` lists a school's public shelves. Only the owner changes a shelf.
 */
export function createBookshelvesService(deps: {
  db: Db;
  bannedWords: BannedWordCheck;
  catalogue: CatalogueLookup;
}) {
  const { db, bannedWords, catalogue } = deps;

  async function readable(member: SessionMember, shelfKey: number) {
    const row = await repo.byKey(db, shelfKey);
    if (!row || (row.ownerKey !== member.memberKey && row.publicYn !== 'Y'))
      throw notFound(BOOKSHELF_MESSAGES.notFound);
    return row;
  }

  async function owned(member: SessionMember, shelfKey: number) {
    const row = await repo.byKey(db, shelfKey);
    if (!row || row.ownerKey !== member.memberKey) throw notFound(BOOKSHELF_MESSAGES.notFound);
    return row;
  }

  async function ownedBook(member: SessionMember, shelfBookKey: number) {
    const book = await repo.book(db, shelfBookKey);
    if (!book || book.memberKey !== member.memberKey) throw notFound(BOOKSHELF_MESSAGES.bookNotFound);
    return book;
  }

  async function detail(member: SessionMember, shelfKey: number) {
    const row = await readable(member, shelfKey);
    const books: ShelfBook[] = (await repo.booksOf(db, shelfKey)).map((b) => ({
      shelfBookKey: b.shelfBookKey,
      bookKey: b.bookKey,
      isbn: b.isbn,
      title: b.title,
      author: b.author,
      publisher: b.publisher,
      note: b.note,
      sortOrder: b.sortOrder,
      regDate: b.createdAt.toISOString(),
    }));
    return { ...toShelf(row, member), books };
  }

  return {
    /** The member's shelves, and how many books they hold in all (myLibTotalBookCount). */
    async mine(member: SessionMember) {
      const list = (await repo.ofMember(db, member.memberKey)).map((r) => toShelf(r, member));
      return { list, totalCount: list.length, bookCount: list.reduce((n, s) => n + s.bookCount, 0) };
    },

    /**
     * The book check (spec 000 §3, decision 291): whether a book of the ISBN is on the member's shelves
     * and how many books they hold. The route has checked memberKey and schKey are the caller's.
     */
    async check(member: SessionMember, isbn: string | undefined) {
      const [{ bookCount }, shelfList] = await Promise.all([
        this.mine(member),
        isbn ? repo.shelvesHolding(db, member.memberKey, isbn) : Promise.resolve([]),
      ]);
      return {
        isbn: isbn ?? null,
        shelvedYn: shelfList.length ? ('Y' as const) : ('N' as const),
        shelfList,
        bookCount,
      };
    },

    async create(member: SessionMember, form: ShelfForm) {
      await bannedWords.assertClean(form.shelfName, form.description);
      const shelfKey = await repo.insert(db, {
        memberKey: member.memberKey,
        ...form,
        description: form.description || null,
      });
      return toShelf((await repo.byKey(db, shelfKey))!, member);
    },

    async update(member: SessionMember, shelfKey: number, form: ShelfForm) {
      await owned(member, shelfKey);
      await bannedWords.assertClean(form.shelfName, form.description);
      await repo.update(db, shelfKey, { ...form, description: form.description || null });
      return toShelf((await repo.byKey(db, shelfKey))!, member);
    },

    async remove(member: SessionMember, shelfKey: number) {
      await owned(member, shelfKey);
      await repo.remove(db, shelfKey);
      return { shelfKey };
    },

    detail,

    /** "내 서재에 담기": a catalogue book onto one of the member's shelves, once per shelf (409 again). */
    async addBook(member: SessionMember, shelfKey: number, bookKey: number) {
      await owned(member, shelfKey);
      const book = await catalogue.book(bookKey);
      if (!book) throw notFound(BOOKSHELF_MESSAGES.catalogueBookNotFound);
      const added = await repo.addBook(db, {
        memberKey: member.memberKey,
        shelfKey,
        bookKey,
        isbn: book.isbn,
        title: book.title,
        author: book.author,
        publisher: book.publisher,
      });
      if (!added) throw conflict(BOOKSHELF_MESSAGES.duplicate);
      await repo.touch(db, shelfKey);
      return detail(member, shelfKey);
    },

    async setNote(member: SessionMember, shelfBookKey: number, note: string) {
      const book = await ownedBook(member, shelfBookKey);
      await bannedWords.assertClean(note);
      await repo.setNote(db, shelfBookKey, note || null);
      return detail(member, book.shelfKey);
    },

    async move(member: SessionMember, shelfBookKey: number, direction: 'up' | 'down') {
      const book = await ownedBook(member, shelfBookKey);
      await repo.move(db, book, direction);
      return detail(member, book.shelfKey);
    },

    async removeBook(member: SessionMember, shelfBookKey: number) {
      const book = await ownedBook(member, shelfBookKey);
      await repo.removeBook(db, shelfBookKey);
      await repo.touch(db, book.shelfKey);
      return detail(member, book.shelfKey);
    },

    /** Public shelves of a school (the member's own by default), newest change first. */
    async sharedPage(
      member: SessionMember,
      query: { schKey?: number; searchKeyword?: string; pageIndex: number; pageSize: number },
    ) {
      const schKey = query.schKey ?? member.schKey;
      if (schKey === null || schKey === undefined) {
        return {
          list: [],
          totalCount: 0,
          totalPage: 0,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        };
      }
      const { list, totalCount } = await repo.publicPage(
        db,
        { schKey, keyword: query.searchKeyword },
        { offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: list.map((r) => toShelf(r, member)),
        totalCount,
        totalPage: Math.ceil(totalCount / query.pageSize),
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      };
    },
  };
}

export type BookshelvesService = ReturnType<typeof createBookshelvesService>;
