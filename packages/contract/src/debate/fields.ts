import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { withJosa } from '../korean/josa.ts';

/**
 * A required text of the debate areas' forms, the field named first in its messages for API callers:
 * trimmed, 1–max characters, no control characters (line breaks allowed with `lines`).
 */
export function requiredText(field: string, label: string, max: number, lines = false) {
  return z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .trim()
    .min(1, { error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .max(max, { error: `${field}: ${withJosa(label, '은/는')} ${max}자까지 입력할 수 있습니다.` })
    .refine((v) => !hasControlCharacters(v, lines), { error: `${field}: 사용할 수 없는 문자가 있습니다.` });
}

/** The book's author: optional, at most 100 characters. */
export const bookAuthorSchema = z
  .string()
  .trim()
  .max(100, { error: 'bookAuthor: 지은이는 100자까지 입력할 수 있습니다.' })
  .default('');
