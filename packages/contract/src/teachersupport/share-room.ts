import { z } from 'zod';
import { CONTENT_MAX } from '../community/codes.ts';
import {
  attachmentSchema,
  boardPageSchema,
  neighbourPostSchema,
  pageIndexSchema,
  pageSizeSchema,
  postKeySchema,
  searchKeywordSchema,
  searchTypeSchema,
  ynSchema,
} from '../community/posts.ts';
import { fileKeysSchema, richTextSchema, titleSchema } from '../community/questions.ts';
import { envelopeSchema } from '../envelope.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';
import { labelledText } from '../validators/labelled-text.ts';

/**
 * The teacher share room (spec 001 §2.2 TeacherShareRoom, TeacherShareDetail, TeacherShareEdit; issue 21,
 * decision 151): board `teacherShare` of the community's board engine. Under
 * /schome/service/teachersupport/teacherShareRoom:
 *
 * GET  list (pageIndex, pageSize, searchKeyword, searchType, schLevelCode, subjectCode, tag, mineYn)
 * GET  detail?postKey=          counts a view
 * POST save { postKey?, title, content (HTML), schLevelCode, subjectCode, tags, openScope, fileKeys }
 * POST like { postKey }         toggles the caller's like
 * POST delete { postKey }       the writer's own
 * Downloads: GET /schome/service/community/file/download?fileKey= (counts a download).
 * Teachers and school managers only: a student (or anyone else) 403 '접근이 불가합니다.'.
 */
export const SHARE_MESSAGES = {
  forbidden: '접근이 불가합니다.',
  saved: '자료가 저장되었습니다.',
  deleted: '자료가 삭제되었습니다.',
  notFound: '자료를 찾을 수 없습니다.',
  notYours: '본인이 올린 자료만 수정하거나 삭제할 수 있습니다.',
  noSchool: '소속 학교가 있는 교사만 자료를 올릴 수 있습니다.',
  tagInvalid: 'tags: 태그는 20자 이내, 10개까지 입력할 수 있습니다.',
} as const;

/** Subjects of a shared material (the room's filter and the editor's select). */
export const SHARE_SUBJECTS = [
  { codeId: '01', codeName: '국어' },
  { codeId: '02', codeName: '사회' },
  { codeId: '03', codeName: '과학' },
  { codeId: '04', codeName: '수학' },
  { codeId: '05', codeName: '영어' },
  { codeId: '06', codeName: '예술' },
  { codeId: '07', codeName: '창의적 체험활동' },
  { codeId: '08', codeName: '독서교육 일반' },
] as const;
const SUBJECT_IDS = SHARE_SUBJECTS.map((s) => s.codeId) as [string, ...string[]];
export const shareSubjectName = (code: string | null) =>
  SHARE_SUBJECTS.find((s) => s.codeId === code)?.codeName ?? null;

/** School levels (site codes, decision 006). */
export const SHARE_LEVELS = [
  { codeId: '01', codeName: '초등' },
  { codeId: '02', codeName: '중등' },
  { codeId: '03', codeName: '고등' },
] as const;
export const shareLevelName = (code: string | null) =>
  SHARE_LEVELS.find((s) => s.codeId === code)?.codeName ?? '전체';

/** Who may see a material: 04 every school, 02 the writer's school only (spec 000 §3 visibility). */
export const SHARE_SCOPES = [
  { codeId: '04', codeName: '모든 학교' },
  { codeId: '02', codeName: '우리 학교만' },
] as const;

export const TAG_MAX = 20;
export const TAGS_MAX = 10;
/** A tag as stored: trimmed, without a leading '#', lower case. */
export const normalizeTag = (t: string) => t.trim().replace(/^#+/, '').trim().toLowerCase();

const levelSchema = z.preprocess(
  emptyOrNullToUndefined,
  z.enum(['01', '02', '03'], { error: 'schLevelCode: 학교급이 올바르지 않습니다.' }).optional(),
);
const subjectSchema = z.enum(SUBJECT_IDS, { error: 'subjectCode: 교과를 선택해주세요.' });

export const shareListRequestSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  searchKeyword: searchKeywordSchema,
  searchType: searchTypeSchema,
  schLevelCode: levelSchema,
  subjectCode: z.preprocess(emptyOrNullToUndefined, subjectSchema.optional()),
  tag: z.preprocess(emptyOrNullToUndefined, z.string().trim().max(TAG_MAX).optional()),
  mineYn: z.preprocess(emptyOrNullToUndefined, ynSchema.optional()),
});
export type ShareListRequest = z.output<typeof shareListRequestSchema>;

export const shareKeyRequestSchema = z.object({ postKey: postKeySchema });

export const shareSaveRequestSchema = z.object({
  postKey: postKeySchema.optional(),
  title: titleSchema,
  content: richTextSchema(CONTENT_MAX),
  schLevelCode: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(['01', '02', '03'], { error: 'schLevelCode: 학교급이 올바르지 않습니다.' }).nullable(),
  ),
  subjectCode: subjectSchema,
  tags: z
    .array(labelledText('tags', '태그', TAG_MAX), { error: SHARE_MESSAGES.tagInvalid })
    .max(TAGS_MAX, { error: SHARE_MESSAGES.tagInvalid })
    .default([]),
  openScope: z.enum(['04', '02'], { error: 'openScope: 공개 범위를 선택해주세요.' }),
  fileKeys: fileKeysSchema,
});
export type ShareSave = z.input<typeof shareSaveRequestSchema>;
export type ShareSaveRequest = z.output<typeof shareSaveRequestSchema>;

export const shareItemSchema = z.object({
  postKey: z.number().int(),
  title: z.string(),
  writerName: z.string(),
  schName: z.string().nullable(),
  schLevelCode: z.string().nullable(),
  schLevelName: z.string(),
  subjectCode: z.string().nullable(),
  subjectName: z.string().nullable(),
  tags: z.array(z.string()),
  openScope: z.enum(['04', '02']),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  likedYn: ynSchema,
  downloadCount: z.number().int(),
  fileCnt: z.number().int(),
  mineYn: ynSchema,
  regDate: z.string(),
});
export type ShareItem = z.infer<typeof shareItemSchema>;

export const shareDetailSchema = shareItemSchema.extend({
  content: z.string(),
  fileList: z.array(attachmentSchema),
  prev: neighbourPostSchema,
  next: neighbourPostSchema,
});
export type ShareDetail = z.infer<typeof shareDetailSchema>;

export const shareListResponseSchema = envelopeSchema(boardPageSchema(shareItemSchema));
export const shareDetailResponseSchema = envelopeSchema(shareDetailSchema);
export const shareLikeResponseSchema = envelopeSchema(
  z.object({ postKey: z.number().int(), likedYn: ynSchema, likeCount: z.number().int() }),
);
export const shareDeleteResponseSchema = envelopeSchema(z.object({ postKey: z.number().int() }));
export type ShareListResponse = z.infer<typeof shareListResponseSchema>;
