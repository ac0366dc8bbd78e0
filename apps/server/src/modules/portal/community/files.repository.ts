import { COMMUNITY_IMAGE_PATH } from '@reading/contract/community/codes';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boardFile } from '../../../db/schema/portal-community.ts';

/** An uploaded image's address, as content and covers name it: `<COMMUNITY_IMAGE_PATH><32 hex>.<ext>`. */
const IMAGE_URL = new RegExp(
  `${COMMUNITY_IMAGE_PATH.replaceAll('/', '\\/')}([0-9a-f]{32}\\.(?:png|jpg|jpeg|gif|bmp))`,
  'g',
);

/** The storage keys of the uploaded images a text (HTML, or one URL) names. */
export function imageStorageKeysIn(text: string): string[] {
  const names = [...text.matchAll(IMAGE_URL)].map((m) => m[1]!);
  return [...new Set(names)].map((name) => `${name.slice(0, 2)}/${name}`);
}

/** Uploads beyond posts (decision 225): kept by another use, or purged when nothing took them. */
export function createFilesRepository(db: Db) {
  return {
    /**
     * Marks the member's unattached uploads that `files` names (storage keys of images a text shows, or
     * file keys) as kept; answers how many it marked.
     */
    async keep(files: { storageKeys: string[] } | { fileKeys: number[] }, uploader: number, at = new Date()) {
      const named =
        'storageKeys' in files
          ? files.storageKeys.length > 0 && inArray(boardFile.storageKey, files.storageKeys)
          : files.fileKeys.length > 0 && inArray(boardFile.fileKey, files.fileKeys);
      if (!named) return 0;
      const rows = await db
        .update(boardFile)
        .set({ keptAt: at })
        .where(
          and(
            named,
            eq(boardFile.uploaderMemberKey, uploader),
            isNull(boardFile.postKey),
            isNull(boardFile.keptAt),
          ),
        )
        .returning({ fileKey: boardFile.fileKey });
      return rows.length;
    },

    /** Deletes the uploads no post has and no use kept, made before `before`; answers their storage keys. */
    async deleteUnattachedBefore(before: Date): Promise<string[]> {
      const rows = await db
        .delete(boardFile)
        .where(and(isNull(boardFile.postKey), isNull(boardFile.keptAt), lt(boardFile.createdAt, before)))
        .returning({ storageKey: boardFile.storageKey });
      return rows.map((r) => r.storageKey);
    },
  };
}

/**
 * Keeps a member's uploads that a use other than a post took (decision 225): the images a text shows
 * (rich-text HTML, a cover's URL) or files named by key (a club's album). Every module that takes an
 * upload calls it after saving, so the purge leaves the upload be.
 */
export function createUploadKeeper(db: Db) {
  const uploads = createFilesRepository(db);
  return {
    imagesIn: (text: string, memberKey: number) =>
      uploads.keep({ storageKeys: imageStorageKeysIn(text) }, memberKey),
    files: (fileKeys: number[], memberKey: number) => uploads.keep({ fileKeys }, memberKey),
  };
}

export type UploadKeeper = ReturnType<typeof createUploadKeeper>;
