import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The seeded attachments: fixed storage keys (the file store's usual form) and the bundled file each one
 * is made from (db/seed-data/community). The seed writes their rows; the community plugin puts any
 * missing object into the file store at start (the seed runs before the store exists).
 */
export const SEED_FILES = {
  classGuide: {
    storageKey: 'f0/f0000000000000000000000000000001.pdf',
    source: 'reading-class-guide.pdf',
    originalFileName: '2026 독서교실 안내문.pdf',
    mimeType: 'application/pdf',
  },
  festivalPoster: {
    storageKey: 'f0/f0000000000000000000000000000002.png',
    source: 'reading-festival-poster.png',
    originalFileName: '가을 독서축제 포스터.png',
    mimeType: 'image/png',
  },
  libraryMap: {
    storageKey: 'f0/f0000000000000000000000000000003.png',
    source: 'library-map.png',
    originalFileName: '새 서가 배치도.png',
    mimeType: 'image/png',
  },
  readingLog: {
    storageKey: 'f0/f0000000000000000000000000000004.pdf',
    source: 'reading-log-template.pdf',
    originalFileName: '독서기록장 양식.pdf',
    mimeType: 'application/pdf',
  },
  dlsGuide: {
    storageKey: 'f0/f0000000000000000000000000000005.pdf',
    source: 'dls-user-guide.pdf',
    originalFileName: '모바일 회원증 이용 안내.pdf',
    mimeType: 'application/pdf',
  },
  /** The teacher share room's demo materials (decision 151). */
  lessonPlan: {
    storageKey: 'f0/f0000000000000000000000000000006.pdf',
    source: 'reading-class-guide.pdf',
    originalFileName: '온작품 읽기 수업 지도안.pdf',
    mimeType: 'application/pdf',
  },
  discussionSheet: {
    storageKey: 'f0/f0000000000000000000000000000007.pdf',
    source: 'reading-log-template.pdf',
    originalFileName: '독서토론 활동지.pdf',
    mimeType: 'application/pdf',
  },
} as const;

export type SeedFileName = keyof typeof SEED_FILES;

/** The inline URL of a seeded image, as the sanitizer allows it in content. */
export const seedImageUrl = (name: SeedFileName) =>
  `/schome/service/community/file/image/${SEED_FILES[name].storageKey.split('/')[1]}`;

/** Where the seeded files' bytes are kept in the repository. */
export const SEED_FILES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../seed-data/community',
);

export const seedFileSize = (name: SeedFileName) =>
  statSync(path.join(SEED_FILES_DIR, SEED_FILES[name].source)).size;
