import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * The prize event (spec 001 §2.1 prize-event popup, §3 Prize-event entry, §4, §5, §7, §8, §9;
 * decision 102). Event id 10; the phone numbers are erased 4 months after the event ends.
 *
 * GET  /schome/service/event/checkMemberKey?eventId=&memberKey=  the member's saved entry, or nulls
 * POST /schome/service/event/updateJoin  (multipart: the entry's fields)  '저장되었습니다.'
 */
export const PRIZE_EVENT_ID = 10;
export const PHONE_RETENTION_MONTHS = 4;

export const PRIZE_MESSAGES = {
  phoneEmpty: '휴대폰 번호를 입력해주세요.',
  phonePrefix: '01로 시작하는 휴대폰 번호를 입력해주세요.',
  phoneLength: '휴대폰 번호를 확인해주세요.',
  phoneTenDigits: '휴대전화가 10자리만 입력되어 있습니다. 정말 맞습니까?',
  parentAgree: '만 14세 미만은 법정 대리인의 동의가 필요합니다.',
  ageQuestion: '응모자의 나이(만 14세 미만 여부)가 체크되지 않았습니다.',
  privacy: '개인정보 수집에 동의하지 않았습니다.',
  saved: '저장되었습니다.',
  notOpen: '응모 기간이 아닌 이벤트입니다.',
  notFound: '이벤트를 찾을 수 없습니다.',
  notEntryEvent: '응모할 수 없는 이벤트입니다.',
  notYourself: '본인의 응모만 저장할 수 있습니다.',
} as const;

/** Spec 001 §6: the prize event labels member type 01 as individual and every other type as group. */
export const entryTypeLabel = (memberTypeCode: string | null | undefined) =>
  memberTypeCode === '01' ? '개인' : '단체';

/** The phone number as stored: dashes removed (spec 001 §5). */
export const phoneDigits = (phone: string) => phone.trim().replaceAll('-', '');

export type PrizeEntryFields = {
  phoneNumber: string;
  under14Yn?: string | null | undefined;
  parentAgreeYn?: string | null | undefined;
  privacyInfoAgreeYn?: string | null | undefined;
};

export type PrizeEntryProblem = { kind: 'message'; message: string } | { kind: 'confirmTenDigits' };

/**
 * The entry's rules in the spec's order (§5): empty phone; not starting with 01; dashes removed, 10 or
 * 11 digits; with 10 digits a confirm (the client asks; `tenDigitsConfirmed` once answered yes); an
 * under-14 entrant needs the guardian's consent; a student (01) must answer the age question; the
 * privacy consent. Null when the entry may be saved. The server runs the same function.
 */
export function prizeEntryProblem(
  entry: PrizeEntryFields,
  memberTypeCode: string | null | undefined,
  { tenDigitsConfirmed }: { tenDigitsConfirmed: boolean },
): PrizeEntryProblem | null {
  const raw = entry.phoneNumber.trim();
  const message = (m: string): PrizeEntryProblem => ({ kind: 'message', message: m });
  if (!raw) return message(PRIZE_MESSAGES.phoneEmpty);
  if (!raw.startsWith('01')) return message(PRIZE_MESSAGES.phonePrefix);
  const digits = phoneDigits(raw);
  if (!/^\d{10,11}$/.test(digits)) return message(PRIZE_MESSAGES.phoneLength);
  if (digits.length === 10 && !tenDigitsConfirmed) return { kind: 'confirmTenDigits' };
  if (entry.under14Yn === 'Y' && entry.parentAgreeYn !== 'Y') return message(PRIZE_MESSAGES.parentAgree);
  if (memberTypeCode === '01' && entry.under14Yn !== 'Y' && entry.under14Yn !== 'N')
    return message(PRIZE_MESSAGES.ageQuestion);
  if (entry.privacyInfoAgreeYn !== 'Y') return message(PRIZE_MESSAGES.privacy);
  return null;
}

const yn = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['Y', 'N'], { error: `${field}: Y 또는 N이어야 합니다.` }).optional(),
  );

export const checkMemberKeyRequestSchema = z.object({
  eventId: keySchema('eventId', '이벤트 번호'),
  memberKey: keySchema('memberKey', '회원 번호'),
});

/** The saved entry (spec 001 §7 checkMemberKey): memberKey null when the member has none. */
export const savedEntrySchema = z.object({
  memberKey: z.number().int().nullable(),
  privacyInfoAgreeYn: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  under14Yn: z.string().nullable(),
  parentAgreeYn: z.string().nullable(),
  notAllDayYn: z.string().nullable(),
  /** The event: its title, period and whether entries are taken today. */
  eventTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  openYn: z.enum(['Y', 'N']),
});
export type SavedEntry = z.infer<typeof savedEntrySchema>;
export const checkMemberKeyResponseSchema = envelopeSchema(savedEntrySchema);

/** updateJoin's multipart fields (spec 001 §3 Prize-event entry). Name, school and card come from the member. */
export const updateJoinRequestSchema = z.object({
  eventId: keySchema('eventId', '이벤트 번호'),
  memberKey: keySchema('memberKey', '회원 번호'),
  schName: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  dlsLoanCardNo: z.string().max(30).optional(),
  phoneNumber: z.string({ error: `phoneNumber: ${PRIZE_MESSAGES.phoneEmpty}` }).max(20, {
    error: `phoneNumber: ${PRIZE_MESSAGES.phoneLength}`,
  }),
  under14Yn: yn('under14Yn'),
  parentAgreeYn: yn('parentAgreeYn'),
  privacyInfoAgreeYn: yn('privacyInfoAgreeYn'),
  notToday: yn('notToday'),
  notAllDayYn: yn('notAllDayYn'),
});
export type UpdateJoinRequest = z.input<typeof updateJoinRequestSchema>;
export const updateJoinResponseSchema = envelopeSchema(savedEntrySchema);
