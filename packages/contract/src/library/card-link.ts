import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { cardNoSchema } from './common.ts';

/**
 * Proof of a library card (decision 051): the school library's desk gives the pupil a one-time code
 * (8 characters, no look-alike letters, valid 24 hours, single use); the pupil enters it on
 * MembershipUpdate while logged in as a member of the same school.
 */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_HOURS = 24;

export const CARD_LINK_MESSAGES = {
  linkCode: 'linkCode: 학교 도서관에서 받은 8자리 연결 코드를 입력해주세요.',
  noSchool: '학교에 소속된 회원만 도서관 이용증을 연결할 수 있습니다.',
  codeInvalid: '연결 코드가 맞지 않거나 만료되었습니다. 학교 도서관에서 새 코드를 받아주세요.',
  nameMismatch: '이용증의 이름과 회원 이름이 달라 연결할 수 없습니다. 학교 도서관에 문의해주세요.',
  issued: '연결 코드를 발급했습니다. 이용자에게 코드를 알려주세요.',
} as const;

/** Upper-cases and drops spaces and dashes, so 'abcd-efgh' and 'ABCD EFGH' are the same code. */
export function normalizeLinkCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** 'ABCDEFGH' shown as 'ABCD-EFGH'. */
export function formatLinkCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const codePattern = new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`);

/**
 * A code of this shape typed by a person (the card link code, a class join code: decision 220): spaces,
 * dashes and case ignored.
 */
export const readableCodeSchema = (message: string) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    .transform(normalizeLinkCode)
    .pipe(z.string().regex(codePattern, { error: message }));

export const linkCodeSchema = readableCodeSchema(CARD_LINK_MESSAGES.linkCode);

/** POST /dls/api/desk/:libCode/link-code {cardNo}: a new code for a card of this library. */
export const deskLinkCodeRequestSchema = z.object({ cardNo: cardNoSchema });
export const deskLinkCodeResponseSchema = envelopeSchema(
  z.object({
    cardNo: z.string(),
    name: z.string(),
    /** The code as issued (8 characters); shown once, kept only hashed. */
    code: z.string(),
    /** ISO date-time after which the code no longer links. */
    expiresAt: z.string(),
  }),
);
