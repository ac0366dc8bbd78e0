import { z } from 'zod';
import {
  ANSWER_MAX,
  COMMUNITY_MESSAGES,
  CONTENT_MAX,
  hasControlCharacters,
  POST_MAX_FILES,
  TITLE_MAX,
} from './codes.ts';
import { attachmentSchema, boardPostSchema, fileKeySchema, neighbourPostSchema, ynSchema } from './posts.ts';

/**
 * What inquiries (qnaBoard) and reading counselling (readingCounselingApply) share: a member asks,
 * staff answer; status 1 awaiting answer → 2 answered (spec 000 §3). Members write plain text (no HTML):
 * the server keeps it as text, the client shows it as text with its line breaks.
 */

export const titleSchema = z
  .string({ error: COMMUNITY_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: COMMUNITY_MESSAGES.titleRequired })
  .max(TITLE_MAX, { error: COMMUNITY_MESSAGES.titleTooLong })
  .refine((v) => !hasControlCharacters(v), { error: `title: ${COMMUNITY_MESSAGES.controlCharacters}` });

export const plainTextSchema = z
  .string({ error: COMMUNITY_MESSAGES.contentRequired })
  .trim()
  .min(1, { error: COMMUNITY_MESSAGES.contentRequired })
  .max(CONTENT_MAX, { error: COMMUNITY_MESSAGES.contentTooLong })
  .refine((v) => !hasControlCharacters(v, true), {
    error: `content: ${COMMUNITY_MESSAGES.controlCharacters}`,
  });

export const answerSchema = z
  .string({ error: COMMUNITY_MESSAGES.answerRequired })
  .trim()
  .min(1, { error: COMMUNITY_MESSAGES.answerRequired })
  .max(ANSWER_MAX, { error: COMMUNITY_MESSAGES.answerTooLong })
  .refine((v) => !hasControlCharacters(v, true), {
    error: `answer: ${COMMUNITY_MESSAGES.controlCharacters}`,
  });

/** Staff HTML from the editor (sanitized on the server): required, bounded, no control characters. */
export function richTextSchema(max: number) {
  return z
    .string({ error: COMMUNITY_MESSAGES.contentRequired })
    .min(1, { error: COMMUNITY_MESSAGES.contentRequired })
    .max(max, { error: COMMUNITY_MESSAGES.contentTooLong })
    .refine((v) => !hasControlCharacters(v, true), {
      error: `content: ${COMMUNITY_MESSAGES.controlCharacters}`,
    });
}

/** Files uploaded first (files.ts upload), then named by key when the post is saved. */
export const fileKeysSchema = z
  .array(fileKeySchema)
  .max(POST_MAX_FILES, { error: COMMUNITY_MESSAGES.tooManyFiles })
  .default([]);

export const statusCodeSchema = z.enum(['1', '2']);

export const questionItemSchema = boardPostSchema.extend({
  statusCode: statusCodeSchema,
  statusName: z.string(),
  /** Y when the caller asked it. */
  mineYn: ynSchema,
  /** Inquiries: Y when the staff published it for every member to read. */
  publicYn: ynSchema,
  /** ISO 8601 instant of the answer, or null. */
  answerDate: z.string().nullable(),
});

export const questionDetailSchema = questionItemSchema.extend({
  /** Plain text. */
  content: z.string(),
  fileList: z.array(attachmentSchema),
  /** Plain text, or null while awaiting an answer. */
  answer: z.string().nullable(),
  answererName: z.string().nullable(),
  prev: neighbourPostSchema,
  next: neighbourPostSchema,
});

export type QuestionItem = z.infer<typeof questionItemSchema>;
export type QuestionDetail = z.infer<typeof questionDetailSchema>;
