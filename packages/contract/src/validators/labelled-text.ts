import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { withJosa } from '../korean/josa.ts';

/**
 * A form's text field with its label in the messages ("subject: 교과를 입력해주세요."): trimmed,
 * required unless told, at most `max` characters, no control characters. Surveys and class application.
 */
export function labelledText(field: string, label: string, max: number, required = true) {
  let s = z.string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` }).trim();
  if (required) s = s.min(1, { error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` });
  return s
    .max(max, { error: `${field}: ${withJosa(label, '은/는')} ${max}자 이내로 입력해주세요.` })
    .refine((v) => !hasControlCharacters(v), { error: `${field}: 사용할 수 없는 문자가 있습니다.` });
}
