import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';

/**
 * Names a member chooses (signup, InfoUpdate) may not pose as school or service staff (issue 33,
 * decision 222): 선생님, 교사, 사서, 관리자, 운영자 anywhere in the name, also with spaces, dots, digits
 * or letters between the syllables ('선 생 님', '김선생님', '관.리.자').
 */
export const RESERVED_NAME_WORDS = ['선생님', '교사', '사서', '관리자', '운영자'] as const;

export const MEMBER_NAME_MESSAGES = {
  length: 'name: 이름은 2~30자로 입력해주세요.',
  controlCharacters: 'name: 입력할 수 없는 문자가 포함되어 있습니다.',
  reserved: 'name: 선생님, 교사, 사서, 관리자, 운영자는 이름에 쓸 수 없습니다. 본인의 이름을 입력해주세요.',
} as const;

/** Only the Hangul syllables of a name, so characters slipped between them hide nothing. */
const syllablesOf = (name: string) => name.normalize('NFC').replace(/[^\uac00-\ud7a3]/gu, '');

/** Whether a name holds a reserved word (staff titles), however it is spaced or mixed. */
export function isReservedName(name: string): boolean {
  const syllables = syllablesOf(name);
  return RESERVED_NAME_WORDS.some((word) => syllables.includes(word));
}

/** The one rule for a member's chosen name: 2–30 characters, no control characters, no staff title. */
export const memberNameSchema = z
  .string({ error: MEMBER_NAME_MESSAGES.length })
  .trim()
  .min(2, { error: MEMBER_NAME_MESSAGES.length })
  .max(30, { error: MEMBER_NAME_MESSAGES.length })
  .refine((v) => !hasControlCharacters(v), { error: MEMBER_NAME_MESSAGES.controlCharacters })
  .refine((v) => !isReservedName(v), { error: MEMBER_NAME_MESSAGES.reserved });
