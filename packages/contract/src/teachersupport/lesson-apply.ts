import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { labelledText } from '../validators/labelled-text.ts';

/**
 * Library-lesson booking (spec 001 §2.2 applyClass*, ModifyClass, §7 teachersupport; issue 21,
 * decision 150). Under /schome/service/teachersupport/libPracticeLessionApply:
 *
 * GET  list (statusCode?)            a teacher's own applications; a school manager's: the school's
 * GET  detail?applyKey=              one application (its teacher, or the school's manager)
 * GET  calendar?from=&to=            the school's slots, closed days and the bookings in the range
 * POST apply                         a teacher books a slot on a day (409 when it is taken)
 * POST modify                        the teacher changes an application before it is decided
 * POST cancel                        the teacher withdraws (applied, proposed or approved)
 * POST accept                        the teacher takes the manager's proposed slot (→ approved)
 * Manager of the school: POST approve, propose (another slot), refuse (with a reason);
 *                        POST slot/save, closedDay/save, closedDay/delete.
 */
export const LESSON_MESSAGES = {
  applied: '수업 신청이 접수되었습니다.',
  modified: '수업 신청이 수정되었습니다.',
  cancelled: '수업 신청이 취소되었습니다.',
  approved: '수업 신청을 승인했습니다.',
  proposed: '다른 시간을 제안했습니다.',
  refused: '수업 신청을 반려했습니다.',
  accepted: '제안된 시간으로 확정되었습니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  slotTaken: '이미 예약된 시간입니다. 다른 시간을 선택해주세요.',
  slotNotFound: '수업 시간을 찾을 수 없습니다.',
  notFound: '수업 신청을 찾을 수 없습니다.',
  closedDay: '도서관 휴관일에는 신청할 수 없습니다.',
  notOnWeekday: '선택한 요일에는 운영하지 않는 시간입니다.',
  pastDay: '지난 날짜에는 신청할 수 없습니다.',
  overCapacity: '학생 수가 도서관 수용 인원을 넘습니다.',
  wrongState: '현재 상태에서는 처리할 수 없는 신청입니다.',
  teacherOnly: '교사와 학교관리자만 이용할 수 있습니다.',
  managerOnly: '학교관리자만 처리할 수 있습니다.',
  otherSchool: '다른 학교의 수업 신청입니다.',
  notYours: '본인의 수업 신청만 처리할 수 있습니다.',
  rangeTooLong: '조회 기간은 62일 이내로 지정해주세요.',
  duplicateClosedDay: '이미 등록된 휴관일입니다.',
} as const;

/** An application's states (decision 150). 01, 02 and 03 hold their slot; 04 and 05 free it. */
export const LESSON_STATUS = {
  applied: '01',
  proposed: '02',
  approved: '03',
  refused: '04',
  cancelled: '05',
} as const;
export type LessonStatusCode = (typeof LESSON_STATUS)[keyof typeof LESSON_STATUS];
export const LESSON_STATUS_NAMES: Record<LessonStatusCode, string> = {
  '01': '신청',
  '02': '변경 제안',
  '03': '승인',
  '04': '반려',
  '05': '취소',
};
/** The states in which an application holds its slot on its day (the database's unique index). */
export const HOLDING_STATUSES: LessonStatusCode[] = ['01', '02', '03'];
export const lessonStatusName = (code: string) => LESSON_STATUS_NAMES[code as LessonStatusCode] ?? code;

/** Weekdays as the slots store them: 1 Monday … 5 Friday (6, 7 weekend). */
export const WEEKDAY_NAMES = ['', '월', '화', '수', '목', '금', '토', '일'] as const;

const text = labelledText;
const day = (field: string) =>
  z
    .string({ error: `${field}: 날짜를 입력해주세요.` })
    .refine(isCalendarDate, { error: `${field}: 날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.` });
const intIn = (field: string, label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .int({ error: `${field}: ${withJosa(label, '은/는')} 정수로 입력해주세요.` })
    .min(min, { error: `${field}: ${withJosa(label, '은/는')} ${min} 이상이어야 합니다.` })
    .max(max, { error: `${field}: ${withJosa(label, '은/는')} ${max} 이하여야 합니다.` });
const time = (field: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${field}: 시간 형식(HH:MM)이 올바르지 않습니다.` });

export const applyKeySchema = keySchema('applyKey', '신청 번호');
export const slotKeySchema = keySchema('slotKey', '수업 시간 번호');

/** The booking fields a teacher fills in (applyClassForm, ModifyClass). */
export const lessonFieldsSchema = z.object({
  slotKey: slotKeySchema,
  lessonDate: day('lessonDate'),
  grade: intIn('grade', '학년', 1, 6),
  classNo: intIn('classNo', '반', 1, 30),
  subject: text('subject', '교과', 40),
  studentCount: intIn('studentCount', '학생 수', 1, 60),
  purpose: text('purpose', '수업 목적', 1000),
  books: text('books', '준비할 도서', 1000, false).default(''),
});
export type LessonFields = z.input<typeof lessonFieldsSchema>;

export const lessonApplyRequestSchema = lessonFieldsSchema;
export const lessonModifyRequestSchema = lessonFieldsSchema.extend({ applyKey: applyKeySchema });
export const lessonKeyRequestSchema = z.object({ applyKey: applyKeySchema });
export const lessonRefuseRequestSchema = z.object({
  applyKey: applyKeySchema,
  reason: text('reason', '반려 사유', 500),
});
export const lessonProposeRequestSchema = z.object({
  applyKey: applyKeySchema,
  slotKey: slotKeySchema,
  lessonDate: day('lessonDate'),
  message: text('message', '제안 내용', 500, false).default(''),
});
export const lessonListRequestSchema = z.object({
  statusCode: z
    .enum(['01', '02', '03', '04', '05'], { error: 'statusCode: 상태가 올바르지 않습니다.' })
    .optional(),
});
export const lessonCalendarRequestSchema = z.object({ from: day('from'), to: day('to') });

export const lessonSlotSaveRequestSchema = z.object({
  slotKey: slotKeySchema.optional(),
  roomName: text('roomName', '장소', 40),
  periodNo: intIn('periodNo', '교시', 1, 10),
  startTime: time('startTime'),
  endTime: time('endTime'),
  capacity: intIn('capacity', '수용 인원', 1, 200),
  weekdays: z
    .array(intIn('weekdays', '요일', 1, 7), { error: 'weekdays: 요일을 선택해주세요.' })
    .min(1, { error: 'weekdays: 요일을 선택해주세요.' }),
  useYn: z.enum(['Y', 'N']).default('Y'),
});
export type LessonSlotSave = z.input<typeof lessonSlotSaveRequestSchema>;
export const closedDaySaveRequestSchema = z.object({
  closedDate: day('closedDate'),
  reason: text('reason', '휴관 사유', 100),
});
export const closedDayDeleteRequestSchema = z.object({ closedDate: day('closedDate') });

export const lessonSlotSchema = z.object({
  slotKey: z.number(),
  roomName: z.string(),
  periodNo: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number(),
  weekdays: z.array(z.number()),
  useYn: z.enum(['Y', 'N']),
});
export type LessonSlot = z.infer<typeof lessonSlotSchema>;

export const lessonApplicationSchema = z.object({
  applyKey: z.number(),
  slotKey: z.number(),
  lessonDate: z.string(),
  roomName: z.string(),
  periodNo: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  teacherMemberKey: z.number().nullable(),
  teacherName: z.string(),
  grade: z.number(),
  classNo: z.number(),
  subject: z.string(),
  studentCount: z.number(),
  purpose: z.string(),
  books: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  managerMessage: z.string().nullable(),
  regDate: z.string(),
  /** Whether the asking member is the applying teacher (may modify, cancel, accept). */
  mineYn: z.enum(['Y', 'N']),
});
export type LessonApplication = z.infer<typeof lessonApplicationSchema>;

/** A taken slot on a day as the calendar shows it: the class only to its teacher and the manager. */
export const lessonBookingSchema = z.object({
  slotKey: z.number(),
  lessonDate: z.string(),
  statusCode: z.string(),
  applyKey: z.number().nullable(),
  label: z.string(),
  /** The class and its teacher, shown to them and the manager (null to others): the label's parts. */
  klass: z
    .object({ grade: z.number(), classNo: z.number(), subject: z.string(), teacherName: z.string() })
    .nullable(),
  mineYn: z.enum(['Y', 'N']),
});
export type LessonBooking = z.infer<typeof lessonBookingSchema>;

export const lessonCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  managerYn: z.enum(['Y', 'N']),
  slots: z.array(lessonSlotSchema),
  closedDays: z.array(z.object({ closedDate: z.string(), reason: z.string() })),
  bookings: z.array(lessonBookingSchema),
});
export type LessonCalendar = z.infer<typeof lessonCalendarSchema>;

export const lessonListResponseSchema = envelopeSchema(
  z.object({ list: z.array(lessonApplicationSchema), totalCount: z.number(), managerYn: z.enum(['Y', 'N']) }),
);
export const lessonDetailResponseSchema = envelopeSchema(lessonApplicationSchema);
export const lessonCalendarResponseSchema = envelopeSchema(lessonCalendarSchema);
export const lessonSlotResponseSchema = envelopeSchema(lessonSlotSchema);
export const lessonDoneResponseSchema = envelopeSchema(z.object({ closedDate: z.string() }));
