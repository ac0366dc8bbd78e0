import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { linkCodeSchema } from '../library/card-link.ts';
import { INT4_MAX } from '../validators/ids.ts';
import { dlsTokenSchema } from './member-auth.ts';

/** The library-card link (DLS authentication) and the DLS consent calls (spec 001 §5, §7, §8). */
export const DLS_MESSAGES = {
  cardNo: 'dlsLoanCardNo: 도서관 이용증 번호를 확인해주세요.',
  neisCode: 'neisCode: 학교를 선택해주세요.',
  memberKey: 'memberKey: 회원 정보가 올바르지 않습니다.',
  agreeYN: 'agreeYN: 동의여부를 선택해주세요.',
  agreed: '동의 처리가 완료되었습니다.',
  disconnected: 'DLS 인증이 끊겼습니다. 재로그인이 필요합니다.',
  deleted: 'DLS 계정이 삭제되어 인증이 끊겼습니다. 재로그인이 필요합니다.',
} as const;

const cardNo = z
  .string({ error: DLS_MESSAGES.cardNo })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,30}$/, { error: DLS_MESSAGES.cardNo });
const memberKey = z.coerce.number({ error: DLS_MESSAGES.memberKey }).int().positive().max(INT4_MAX);

/**
 * MembershipUpdate proves a card with the one-time code the school library's desk gives the pupil
 * (decision 051): the card and the school follow from the code and the member's own school.
 */
export const dlsAuthRequestSchema = z.object({ linkCode: linkCodeSchema });
export type DlsAuthRequest = z.input<typeof dlsAuthRequestSchema>;
export const dlsAuthResponseSchema = envelopeSchema(
  z.object({
    dlsLoanCardNo: z.string(),
    dlsToken: dlsTokenSchema,
    agreeYN: z.enum(['Y', 'N']),
    libName: z.string(),
  }),
);

export const memberAgreeRequestSchema = z.object({ memberKey, dlsLoanCardNo: cardNo });
export const memberAgreeResponseSchema = envelopeSchema(z.object({ agreeYN: z.enum(['Y', 'N']) }));

export const agreeRequestSchema = z.object({
  memberKey,
  dlsLoanCardNo: cardNo,
  schoolCode: z.string().max(20).optional(),
  agreeYN: z.enum(['Y', 'N'], { error: DLS_MESSAGES.agreeYN }),
});
/** Data: the consent now on record; with N the link is dropped. */
export const agreeResponseSchema = envelopeSchema(z.object({ agreeYN: z.enum(['Y', 'N']) }));

export const deleteMemberDlsInfoRequestSchema = z.object({ memberKey, dlsLoanCardNo: cardNo });
export const deleteMemberDlsInfoResponseSchema = envelopeSchema(z.null());
