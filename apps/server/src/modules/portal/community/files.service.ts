import type { Readable } from 'node:stream';
import type { BoardCode } from '@reading/contract/community/codes';
import { COMMUNITY_IMAGE_PATH, COMMUNITY_MESSAGES } from '@reading/contract/community/codes';
import type { FileUploadItem } from '@reading/contract/community/files';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { Actor } from '../core/actor.ts';
import { createBoardRepository, type FileRow } from './board.repository.ts';
import { toAttachment } from './board.service.ts';
import { createFilesRepository, createUploadKeeper } from './files.repository.ts';
import { readableBy } from './readable.ts';
import type { FileStore } from './storage.ts';
import { checkUpload } from './uploads.ts';

/** Attaches uploaded files to a post inside the post's transaction. */
export type FileAttacher = {
  attach(tx: Db, postKey: number, fileKeys: number[], actor: Actor, editing?: boolean): Promise<FileRow[]>;
};

/** How long an upload nothing took stays (decision 225): a day, then the purge job removes it. */
export const UNATTACHED_UPLOAD_HOURS = 24;

const imageUrlOf = (file: FileRow) =>
  file.imageYn === 'Y' ? `${COMMUNITY_IMAGE_PATH}${file.storageKey.split('/').pop()}` : null;

/**
 * Attachments (decision 071): sniffed uploads into the file store, attached to posts by key, and
 * downloads only for who may read the post (the same condition its list and detail use).
 */
export function createFilesService(db: Db, store: FileStore) {
  const repository = createBoardRepository(db);
  const uploads = createFilesRepository(db);

  return {
    store,
    /** Keeps uploads another use took (rich-text images), so the purge leaves them be. */
    keep: createUploadKeeper(db),

    /**
     * Removes the uploads no post attached and no other use kept, made more than a day before `now`:
     * their rows, then their stored objects. Answers how many it removed (the purge job logs it).
     */
    async purgeUnattached(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000);
      const storageKeys = await uploads.deleteUnattachedBefore(before);
      await Promise.all(storageKeys.map((key) => store.remove(key)));
      return storageKeys.length;
    },

    async upload(actor: Actor, fileName: string, data: Buffer): Promise<FileUploadItem> {
      if (data.length === 0) throw badRequest(COMMUNITY_MESSAGES.fileMissing);
      const checked = await checkUpload(fileName, data);
      await store.put(checked.storageKey, data);
      const row = await repository.insertFile({
        storageKey: checked.storageKey,
        originalFileName: checked.originalFileName,
        mimeType: checked.mimeType,
        fileSize: data.length,
        imageYn: checked.imageYn,
        uploaderMemberKey: actor.memberKey,
      });
      return { ...toAttachment(row), imageUrl: imageUrlOf(row) };
    },

    /** Makes `fileKeys` a post's attachments: each must be the actor's upload, or already the post's. */
    async attach(tx: Db, postKey: number, fileKeys: number[], actor: Actor, editing = false) {
      const unique = [...new Set(fileKeys)];
      const allowed = await repository.attachable(tx, unique, actor.memberKey, editing ? postKey : null);
      if (allowed.length !== unique.length) throw badRequest(COMMUNITY_MESSAGES.fileTaken);
      return repository.setFiles(tx, postKey, unique);
    },

    /** A file for download, if the actor may read its post (or uploaded it and it is not attached yet). */
    async forDownload(
      fileKey: number,
      actor: Actor | null,
      boards?: readonly BoardCode[],
    ): Promise<{ file: FileRow; stream: Readable }> {
      const file = await repository.findFile(fileKey);
      if (!file) throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      if (file.postKey === null) {
        if (!actor || file.uploaderMemberKey !== actor.memberKey)
          throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      } else {
        const post = await repository.find(file.postKey);
        const boardCode = post?.boardCode as BoardCode | undefined;
        const readable =
          post && boardCode && (!boards || boards.includes(boardCode))
            ? await repository.find(
                file.postKey,
                and(eq(boardPost.boardCode, boardCode), readableBy(boardCode, actor)),
              )
            : null;
        if (!readable) throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      }
      const stream = await store.open(file.storageKey);
      if (!stream) throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      if (file.postKey !== null) await repository.countDownload(file.postKey);
      return { file, stream };
    },

    /** An uploaded image by its public name (rich-text <img>): capability URL, no permission check. */
    async image(name: string) {
      const storageKey = `${name.slice(0, 2)}/${name}`;
      const file = await repository.findFileByStorageKey(storageKey);
      if (file?.imageYn !== 'Y') throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      const stream = await store.open(storageKey);
      if (!stream) throw notFound(COMMUNITY_MESSAGES.fileNotFound);
      return { file, stream };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
