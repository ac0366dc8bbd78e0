import {
  type BoardCode,
  COMMUNITY_MESSAGES,
  FAQ_CATEGORY_IDS,
  STAFF_BOARD_CODES,
  type StaffBoardCode,
} from '@reading/contract/community/codes';
import type { BoardSave, ManagedPost, ManagedPostItem } from '@reading/contract/community/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { school } from '../../../db/schema/portal.ts';
import type { boardPost } from '../../../db/schema/portal-community.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { Actor } from '../core/actor.ts';
import { sanitizeRichText, textOfHtml } from '../core/sanitize.ts';
import { assertBoardWriter } from './access.ts';
import { notDeleted, publishedToday } from './board.queries.ts';
import { createBoardRepository, type PostRow } from './board.repository.ts';
import { createBoardService, toAttachment, toBoardPost } from './board.service.ts';
import type { FilesService } from './files.service.ts';

const isStaffBoard = (code: string): code is StaffBoardCode =>
  (STAFF_BOARD_CODES as readonly string[]).includes(code);

/**
 * The staff console's writes (decision 072): create, edit, pin, schedule, hide and delete posts. Each one
 * checks the writer against the post's board and scope first (`assertBoardWriter`), cleans the HTML
 * (decision 073) and passes every text through the banned-word check (decision 074); a refused write
 * changes nothing.
 */
export function createBoardWriteService(
  db: Db,
  deps: {
    bannedWords: BannedWordCheck;
    files: FilesService;
    /** Told after each committed write, with the post's board (the read cache forgets what it showed). */
    written?: (boardCode: string) => Promise<void>;
  },
) {
  const boards = createBoardService(db);
  const { repository } = boards;
  const written = deps.written ?? (async () => {});

  /** A staff board's post that exists and the actor may write; 404 / 401 / 403 otherwise. */
  async function writable(actor: Actor | null, postKey: number) {
    const row = await repository.find(postKey, notDeleted());
    if (!row || !isStaffBoard(row.boardCode)) throw notFound(COMMUNITY_MESSAGES.postNotFound);
    return { row, actor: assertBoardWriter(actor, row.boardCode as BoardCode, row.schKey) };
  }

  /** Changes a post's values and tells `written`. */
  async function change(
    actor: Actor | null,
    postKey: number,
    values: Partial<typeof boardPost.$inferInsert>,
  ) {
    const { row } = await writable(actor, postKey);
    await repository.update(db, postKey, values);
    await written(row.boardCode);
  }

  async function managed(postKey: number): Promise<ManagedPost> {
    const row = (await repository.find(postKey))!;
    const [files, visible] = await Promise.all([
      repository.filesOf(postKey),
      repository.keysWhere([postKey], publishedToday()),
    ]);
    return toManaged(row, files.map(toAttachment), visible.has(postKey));
  }

  async function schoolProvCode(schKey: number | null) {
    if (schKey === null) return null;
    const [row] = await db
      .select({ provCode: school.provCode })
      .from(school)
      .where(eq(school.schKey, schKey));
    if (!row) throw badRequest('schKey: 학교를 찾을 수 없습니다.');
    return row.provCode;
  }

  return {
    /** A post for the console's editor. */
    async detail(actor: Actor | null, postKey: number) {
      await writable(actor, postKey);
      return managed(postKey);
    },

    /** Creates a post, or edits one with `postKey` (its board and scope stay). */
    async save(actor: Actor | null, input: BoardSave): Promise<ManagedPost> {
      const existing = input.postKey ? await writable(actor, input.postKey) : null;
      const boardCode = (existing?.row.boardCode ?? input.boardCode) as StaffBoardCode;
      const schKey = existing ? existing.row.schKey : input.schKey;
      const writer = existing?.actor ?? assertBoardWriter(actor, boardCode, schKey);
      if (boardCode === 'faq' && !FAQ_CATEGORY_IDS.includes(input.categoryCode ?? '')) {
        throw badRequest(COMMUNITY_MESSAGES.categoryInvalid);
      }
      const content = sanitizeRichText(input.content);
      const text = textOfHtml(content);
      if (!text && !content.includes('<img')) throw badRequest(COMMUNITY_MESSAGES.contentRequired);
      await deps.bannedWords.assertClean(input.title, text);
      const provCode = (await schoolProvCode(schKey)) ?? input.provCode;
      const values = {
        title: input.title,
        content,
        categoryCode: boardCode === 'faq' ? input.categoryCode : null,
        provCode,
        schLevelCode: input.schLevelCode,
        memberTypeCode: input.memberTypeCode,
        pinnedYn: input.pinnedYn,
        popupYn: input.popupYn,
        eventYn: input.eventYn,
        hiddenYn: input.hiddenYn,
        openScope: schKey === null ? '04' : input.openScope,
        startDate: input.startDate,
        endDate: input.endDate,
      };
      const postKey = await writePost(db, deps.files, {
        postKey: existing?.row.postKey ?? null,
        values,
        created: { boardCode, schKey, writerMemberKey: writer.memberKey, writerName: writer.name },
        fileKeys: input.fileKeys,
        writer,
      });
      await written(boardCode);
      return managed(postKey);
    },

    async pin(actor: Actor | null, postKey: number, pinnedYn: 'Y' | 'N') {
      await change(actor, postKey, { pinnedYn });
      return managed(postKey);
    },

    async hide(actor: Actor | null, postKey: number, hiddenYn: 'Y' | 'N') {
      await change(actor, postKey, { hiddenYn });
      return managed(postKey);
    },

    async schedule(actor: Actor | null, postKey: number, startDate: string | null, endDate: string | null) {
      await change(actor, postKey, { startDate, endDate });
      return managed(postKey);
    },

    /** Soft delete: the post leaves every list, and stays in the database. */
    async remove(actor: Actor | null, postKey: number) {
      await change(actor, postKey, { deletedAt: new Date() });
      return { postKey };
    },
  };
}

/** A post as the console's list shows it. */
export function toManagedItem(row: PostRow, visible: boolean): ManagedPostItem {
  return {
    ...toBoardPost(row),
    openScope: row.openScope === '02' ? '02' : '04',
    visibleYn: visible ? 'Y' : 'N',
  };
}

export function toManaged(row: PostRow, fileList: ManagedPost['fileList'], visible: boolean): ManagedPost {
  return {
    ...toManagedItem(row, visible),
    content: row.content,
    fileList,
    prev: null,
    next: null,
    memberTypeCode: row.memberTypeCode,
  };
}

type PostValues = Partial<typeof boardPost.$inferInsert> & { title: string; content: string };

/**
 * Writes a post (a new one, or `postKey`'s values) and makes `fileKeys` its files in one transaction, then
 * removes the files it let go from the store and keeps the writer's images its content shows (decision
 * 225). Every board that members or staff write uses it.
 */
export async function writePost(
  db: Db,
  files: FilesService,
  post: {
    postKey: number | null;
    values: PostValues;
    created: { boardCode: string; schKey: number | null; writerMemberKey: number; writerName: string };
    fileKeys: number[];
    writer: Actor;
  },
): Promise<number> {
  const repository = createBoardRepository(db);
  const { postKey, dropped } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let key: number;
    if (post.postKey !== null) {
      key = post.postKey;
      await repository.update(tx, key, post.values);
    } else {
      key = await repository.insert(tx, { ...post.values, ...post.created });
    }
    return {
      postKey: key,
      dropped: await files.attach(tx, key, post.fileKeys, post.writer, post.postKey !== null),
    };
  });
  await Promise.all(dropped.map((f) => files.store.remove(f.storageKey)));
  await files.keep.imagesIn(post.values.content, post.writer.memberKey);
  return postKey;
}

export type BoardWriteService = ReturnType<typeof createBoardWriteService>;
