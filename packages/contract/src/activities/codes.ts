import { isCalendarDate } from '../validators/calendar-date.ts';

/**
 * Reading activities (issue 16, decision 130): kinds (reaActCode), visibility (privacyBoundCode, spec 000
 * §3), review states, and the Korean messages the server and the web share.
 */
export const REA_ACT_CODES = [
  { code: '01', name: '한줄평', hint: '책을 한 줄로 소개하고 별점을 남겨요.' },
  { code: '02', name: '독서감상문', hint: '읽고 느낀 점을 글로 써요.' },
  { code: '03', name: '인물·작가에게 편지', hint: '등장인물이나 작가에게 편지를 써요.' },
  { code: '04', name: '그림·미디어', hint: '그림이나 사진을 올리고 설명을 써요.' },
  { code: '05', name: '독서 기록장', hint: '읽은 쪽수와 오늘의 기록을 남겨요.' },
] as const;
export type ReaActCode = (typeof REA_ACT_CODES)[number]['code'];
export const REA_ACT_CODE_VALUES = REA_ACT_CODES.map((c) => c.code) as [ReaActCode, ...ReaActCode[]];
export const reaActCodeName = (code: string) => REA_ACT_CODES.find((c) => c.code === code)?.name ?? code;

/**
 * Spec 000 §3: 01 private, 02 own school, 03 other school, 04 or 06 nationwide, 05 self-kept. 04 and 06
 * are one meaning with one name (issue 37.8: a pupil was offered both "전체 공개" and "전체 공개 (전국)"):
 * 06 is read and shown, never offered (PRIVACY_BOUND_CHOICES); a form editing a 06 row shows it as 04.
 */
export const PRIVACY_BOUNDS = [
  { code: '01', name: '비공개 (선생님만)' },
  { code: '02', name: '우리 학교 공개' },
  { code: '03', name: '다른 학교 공개' },
  { code: '04', name: '전국 공개' },
  { code: '06', name: '전국 공개' },
  { code: '05', name: '나만 보기' },
] as const;
/** What a form offers: every meaning once. */
export const PRIVACY_BOUND_CHOICES = PRIVACY_BOUNDS.filter((p) => p.code !== '06');
/** A stored code as a form edits it: 06 (nationwide) is the same choice as 04. */
export const privacyBoundChoice = <C extends string>(code: C) => (code === '06' ? '04' : code);
export type PrivacyBoundCode = (typeof PRIVACY_BOUNDS)[number]['code'];
export const PRIVACY_BOUND_VALUES = ['01', '02', '03', '04', '05', '06'] as const;
export const privacyBoundName = (code: string) => PRIVACY_BOUNDS.find((c) => c.code === code)?.name ?? code;

/** Review states: 00 draft, 01 submitted (awaiting review), 02 approved, 03 returned with a reason. */
export const ACTIVITY_STATUSES = [
  { code: '00', name: '임시저장' },
  { code: '01', name: '검토 대기' },
  { code: '02', name: '승인' },
  { code: '03', name: '반려' },
] as const;
export type ActivityStatusCode = (typeof ACTIVITY_STATUSES)[number]['code'];
export const activityStatusName = (code: string) =>
  ACTIVITY_STATUSES.find((c) => c.code === code)?.name ?? code;

/**
 * ParticipationContestList/{type}: where the books to write about come from (decisions 130, 137): the
 * member's loans, the union catalogue's search, the books on the member's own bookshelves, the class's
 * assignments, and the books of recommended activities.
 */
export const BOOK_LIST_TYPES = [
  { type: 'recentLoanBooks', name: '최근 대출 도서' },
  { type: 'searchBooks', name: '도서 검색' },
  { type: 'shelfBooks', name: '내 책장 도서' },
  { type: 'subjectBooks', name: '선생님 과제' },
  { type: 'recommendBooks', name: '추천 활동 도서' },
] as const;
export type BookListType = (typeof BOOK_LIST_TYPES)[number]['type'];
export const BOOK_LIST_TYPE_VALUES = BOOK_LIST_TYPES.map((t) => t.type) as [BookListType, ...BookListType[]];

/** Byte limits (spec 000 §5 helper: a double-byte character counts 2). */
export const ACTIVITY_LIMITS = {
  titleBytes: 100,
  contentBytes: 8000,
  oneLineBytes: 200,
  replyBytes: 1000,
  reasonBytes: 400,
};

export const ACTIVITY_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  forbidden: '접근이 불가합니다.',
  notFound: '독서활동을 찾을 수 없습니다.',
  bookNotFound: '도서 정보를 찾을 수 없습니다.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${ACTIVITY_LIMITS.titleBytes}바이트 이내로 입력해주세요.`,
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: `내용은 ${ACTIVITY_LIMITS.contentBytes}바이트 이내로 입력해주세요.`,
  oneLineTooLong: `한줄평은 ${ACTIVITY_LIMITS.oneLineBytes}바이트 이내로 입력해주세요.`,
  ratingRequired: '별점을 선택해주세요.',
  imageRequired: '그림이나 사진을 한 장 이상 올려주세요.',
  kindRequired: '활동 종류를 선택해주세요.',
  privacyRequired: '공개 범위를 선택해주세요.',
  replyRequired: '댓글을 입력해주세요.',
  replyTooLong: `댓글은 ${ACTIVITY_LIMITS.replyBytes}바이트 이내로 입력해주세요.`,
  reasonRequired: '반려 사유를 입력해주세요.',
  reasonTooLong: `반려 사유는 ${ACTIVITY_LIMITS.reasonBytes}바이트 이내로 입력해주세요.`,
  approvedLocked: '승인된 독서활동은 수정하거나 삭제할 수 없습니다.',
  notSubmitted: '제출된 독서활동만 검토할 수 있습니다.',
  notApproved: '승인된 독서활동만 추천할 수 있습니다.',
  studentsOnly: '학생만 독서활동을 쓸 수 있습니다.',
  saved: '임시저장되었습니다.',
  submitted: '제출되었습니다. 선생님의 검토를 기다려주세요.',
  deleted: '삭제되었습니다.',
  replied: '댓글을 등록했습니다.',
  approved: '승인했습니다.',
  returned: '반려했습니다.',
  recommended: '추천 활동으로 지정했습니다.',
  unrecommended: '추천을 해제했습니다.',
  dateInvalid: '날짜는 yyyymmdd 형식으로 입력해주세요.',
  dateOrder: '시작일은 종료일보다 늦을 수 없습니다.',
  subjectTitleRequired: '과제 제목을 입력해주세요.',
  subjectDueInvalid: '마감일을 yyyymmdd 형식으로 입력해주세요.',
  subjectSaved: '과제를 등록했습니다.',
  subjectUpdated: '과제를 고쳤습니다.',
  subjectNotFound: '과제를 찾을 수 없습니다.',
  subjectOwnerOnly: '과제를 낸 선생님만 고치거나 삭제할 수 있습니다.',
  keywordRequired: '검색어를 입력해주세요.',
} as const;

/** yyyymmdd, a real calendar day. */
export const isYyyymmdd = (v: string) =>
  /^\d{8}$/.test(v) && isCalendarDate(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`);

/** Spec 000 §9: the default date filter is the whole previous month, as yyyymmdd (`today`: yyyy-mm-dd, Seoul). */
export function previousMonthRange(today: string): { searchStartDate: string; searchEndDate: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 0));
  const fmt = (d: Date) =>
    `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return { searchStartDate: fmt(start), searchEndDate: fmt(end) };
}
