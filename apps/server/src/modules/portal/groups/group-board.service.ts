import {
  type GroupPostDetail,
  type GroupPostKind,
  type groupPostSaveRequestSchema,
  GROUP_MESSAGES as M,
} from '@reading/contract/groups/reading-group';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import type { Actor } from '../core/actor.ts';
import type { MaskingYn } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ReadingGroupRepository } from './reading-group.repository.ts';
import { clubNames, imageUrlOf, type ReadingGroupService, schoolMember } from './reading-group.service.ts';

type SaveInput = z.output<typeof groupPostSaveRequestSchema>;

type PostRow = Awaited<ReturnType<ReadingGroupRepository['post']>> & object;
const postOf = (row: PostRow, named: ReturnType<typeof clubNames>) => ({
  postKey: row.postKey,
  groupKey: row.groupKey,
  kind: row.kind as GroupPostKind,
  title: row.title,
  bookTitle: row.bookTitle ?? '',
  writerName: named(row.writerMemberKey, row.writerName).name,
  viewCount: row.viewCount,
  regDate: row.regDate.toISOString(),
});

/**
 * Inside a club (decision 192): notices (the leader writes), the board and book discussions (members
 * write), and the photo album (imgList). Reading asks `groups.readable` first: a non-member of a private
 * club gets 403, another school 404.
 */
export function createGroupBoardService(deps: {
  repository: ReadingGroupRepository;
  groups: ReadingGroupService;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  /** Keeps an album's photo (decision 225). */
  uploads: UploadKeeper;
}) {
  const { repository, groups } = deps;

  return {
    /**
     * Who may read, write and moderate the comments of a club post (the shared comment engine, decision
     * 170): members read and write, the leader moderates; an open club's school reads; others see nothing.
     */
    async commentAccess(actor: Actor | null, targetKey: string) {
      if (!/^[1-9]\d{0,8}$/.test(targetKey)) return null;
      const row = await repository.post(Number(targetKey));
      if (!row) return null;
      const group = await repository.find(row.groupKey);
      if (!group) return null;
      const sameSchool = !!actor && actor.schKey === group.schKey;
      const place = sameSchool ? await repository.membership(group.groupKey, actor.memberKey) : null;
      const isMember = place?.statusCode === '02';
      return {
        canRead: isMember || (sameSchool && group.openYn === 'Y'),
        canWrite: isMember,
        writeRefusal: { status: 403 as const, message: M.writeMembersOnly },
        canModerate: isMember && group.leaderMemberKey === actor?.memberKey,
        masking: true,
        sides: [],
        sideRequired: false,
      };
    },

    async list(
      actor: Actor | null,
      q: {
        groupKey: number;
        kind: GroupPostKind;
        pageIndex: number;
        pageSize: number;
        maskingYN?: MaskingYn;
      },
    ) {
      const { me, group, isMember } = await groups.readable(actor, q.groupKey);
      const named = clubNames(me, group, isMember, q.maskingYN);
      const { rows, total } = await repository.posts(
        q.groupKey,
        q.kind,
        q.pageSize,
        (q.pageIndex - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => postOf(r, named)),
        totalCount: total,
        totalPage: Math.ceil(total / q.pageSize),
      };
    },

    async detail(actor: Actor | null, postKey: number, maskingYn?: MaskingYn): Promise<GroupPostDetail> {
      schoolMember(actor);
      const row = await repository.post(postKey);
      if (!row) throw notFound(M.postNotFound);
      const { me, group, isMember } = await groups.readable(actor, row.groupKey);
      const named = clubNames(me, group, isMember, maskingYn);
      await repository.countView(postKey);
      return {
        ...postOf(row, named),
        viewCount: row.viewCount + 1,
        content: row.content,
        groupName: group.name,
        writerMemberKey: named(row.writerMemberKey, row.writerName).memberKey,
      };
    },

    /**
     * Writes a post. Members write the board and discussions; only the leader writes notices (403), and a
     * notice reaches every other member as a notification. Each post counts for badge 03.
     */
    async save(actor: Actor | null, input: SaveInput) {
      const { me, group, isMember } = await groups.readable(actor, input.groupKey);
      if (!isMember) throw forbidden(M.writeMembersOnly);
      if (input.kind === 'notice' && group.leaderMemberKey !== me.memberKey)
        throw forbidden(M.noticeLeaderOnly);
      await deps.bannedWords.assertClean(input.title, input.content, input.bookTitle);
      const postKey = await repository.insertPost({
        groupKey: group.groupKey,
        kind: input.kind,
        title: input.title,
        content: input.content,
        bookTitle: input.kind === 'discussion' ? input.bookTitle : null,
        writerMemberKey: me.memberKey,
        writerName: me.name,
      });
      const portal = deps.portal();
      await portal.reportActivity({
        kind: 'clubJoined',
        memberKey: me.memberKey,
        sourceKey: `group-post:${postKey}`,
      });
      if (input.kind === 'notice') {
        const others = (await repository.memberKeys(group.groupKey)).filter((k) => k !== me.memberKey);
        for (const memberKey of others)
          await portal.notify(memberKey, {
            kind: 'readingGroup',
            title: `[${group.name}] 새 공지사항: ${input.title}`,
            linkRoute: 'GroupNoticeDetail',
            dedupeKey: `group-notice:${postKey}:${memberKey}`,
          });
      }
      return { groupKey: group.groupKey, key: postKey };
    },

    /** The photo album, newest first. */
    async images(actor: Actor | null, groupKey: number, maskingYn?: MaskingYn) {
      const { me, group, isMember } = await groups.readable(actor, groupKey);
      const named = clubNames(me, group, isMember, maskingYn);
      const rows = await repository.images(groupKey);
      const list = rows.map((r) => ({
        imageKey: r.imageKey,
        imageUrl: imageUrlOf(r.storageKey),
        caption: r.caption,
        writerName: named(r.writerMemberKey, r.writerName).name,
        regDate: r.regDate.toISOString(),
      }));
      return { list, totalCount: list.length };
    },

    /** A member adds a photo they uploaded through the attachments (an image no post or album uses). */
    async addImage(actor: Actor | null, input: { groupKey: number; fileKey: number; caption: string }) {
      const { me, isMember } = await groups.readable(actor, input.groupKey);
      if (!isMember) throw forbidden(M.writeMembersOnly);
      await deps.bannedWords.assertClean(input.caption);
      const file = await repository.freeImageOf(input.fileKey, me.memberKey);
      if (!file) throw badRequest(M.imageInvalid);
      const imageKey = await repository.addImage({
        groupKey: input.groupKey,
        fileKey: input.fileKey,
        caption: input.caption,
        writerMemberKey: me.memberKey,
      });
      if (imageKey === null) throw conflict(M.imageInvalid);
      await deps.uploads.files([input.fileKey], me.memberKey);
      await deps
        .portal()
        .reportActivity({ kind: 'clubJoined', memberKey: me.memberKey, sourceKey: `group-img:${imageKey}` });
      return { groupKey: input.groupKey, key: imageKey };
    },
  };
}

export type GroupBoardService = ReturnType<typeof createGroupBoardService>;
