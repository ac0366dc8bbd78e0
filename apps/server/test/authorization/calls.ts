/**
 * The authorization table (issue 23): every member, library and desk call, and the status each identity
 * gets. A new area adds one row per call. Identities:
 *
 *   anon          no session
 *   general       member1, general member with no school
 *   student       student1 of 서울가락초, with her library card linked (library token sent)
 *   teacher       teacher1 of 서울가락초, verified
 *   pending       teacher2 of 서울가락초, awaiting the manager's approval (decision 050)
 *   unverified    pending1, a pupil who signed up for 서울가락초 5-2 and is not verified yet (decision 220):
 *                 acts with no school, so every school-only call answers as to a general member
 *   otherTeacher  teacher4 of 부산 가락초, verified
 *   manager       manager1 of 서울가락초
 *   otherManager  a manager of 부산 가락초
 *
 * `expect` gives the status per identity; `others` the status of every identity not named.
 * Mutating calls name objects that do not exist (or are already decided), so a permitted caller gets a
 * 404/409 without changing what later rows see, and a refused one gets 401/403 before any lookup.
 */
export const IDENTITIES = [
  'anon',
  'general',
  'student',
  'teacher',
  'pending',
  'unverified',
  'otherTeacher',
  'manager',
  'otherManager',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Facts the rows need, known once the file's app is seeded. */
export type CallContext = {
  studentMemberKey: number;
  studentCardNo: string;
  verifiedTeacherKey: number;
  /** 서울가락초's school key. */
  ownSchKey: number;
  /** An unattached upload of student2, who is none of the identities (decision 225). */
  strangerFileKey: number;
  /** teacher1's running nationwide marathon, which student4 of 부산 가락초 has joined (issue 33, finding 3). */
  nationwideMarathonKey: number;
  /** student4: a pupil of another school than 서울가락초's. */
  otherSchoolPupil: { memberKey: number; name: string };
  unverifiedMemberKey: number;
};

export type AuthorizationCall = {
  name: string;
  method?: 'GET' | 'POST';
  url: string | ((c: CallContext) => string);
  payload?: Record<string, unknown> | ((c: CallContext) => Record<string, unknown>);
  /** multipart/form-data fields instead of JSON. */
  form?: (c: CallContext) => Record<string, string>;
  expect: Partial<Record<Identity, number>>;
  others: number;
  /**
   * What a 2xx answer must not hold (a leak the status alone would not show): answers the problem in
   * words, or null when the answer keeps to the rule.
   */
  leaks?: (body: unknown, c: CallContext) => string | null;
};

import { cardHolder, desk, deskOnly, everyone, ownMember } from './call-rules.ts';
import { ACTIVITY_CALLS } from './calls-activities.ts';
import { CLASS_APPLICATION_CALLS } from './calls-class-application.ts';
import { CONTENT_CALLS } from './calls-content.ts';
import { DEBATE_CALLS } from './calls-debate.ts';
import { GROUP_CALLS } from './calls-groups.ts';
import { MARATHON_CALLS } from './calls-marathon.ts';
import { MYPAGE_CALLS } from './calls-mypage.ts';
import { MYPAGE_INFO_CALLS } from './calls-mypage-info.ts';
import { OWNERSHIP_CALLS } from './calls-ownership.ts';
import { PUPIL_CALLS } from './calls-pupils.ts';
import { QUIZ_CALLS } from './calls-quiz.ts';

export const AUTHORIZATION_CALLS: AuthorizationCall[] = [
  // Portal member calls (/schome/service/member)
  { name: 'checkId', url: '/schome/service/member/checkId?id=freeid99', ...everyone() },
  { name: 'school/list', url: '/schome/service/member/school/list?keyword=가락', ...everyone() },
  {
    name: 'signup (empty form)',
    method: 'POST',
    url: '/schome/service/member/signup',
    payload: {},
    ...everyone(400),
  },
  {
    name: 'dlsAuth (a code nobody was given)',
    method: 'POST',
    url: '/schome/service/member/dlsAuth',
    payload: { linkCode: 'ZZZZ-ZZZZ' },
    expect: { anon: 401, general: 403 },
    others: 404,
  },
  {
    name: 'getMemberAgree',
    url: (c) =>
      `/schome/service/member/getMemberAgree?memberKey=${c.studentMemberKey}&dlsLoanCardNo=${c.studentCardNo}`,
    ...ownMember(),
  },
  {
    name: 'agree Y',
    url: (c) =>
      `/schome/service/member/agree?memberKey=${c.studentMemberKey}&dlsLoanCardNo=${c.studentCardNo}&agreeYN=Y`,
    ...ownMember(),
  },
  {
    name: 'deleteMemberDlsInfo (a card not linked)',
    url: (c) =>
      `/schome/service/member/deleteMemberDlsInfo?memberKey=${c.studentMemberKey}&dlsLoanCardNo=0000000000000`,
    ...ownMember(404),
  },
  // Teacher verification by the school manager (decision 050)
  {
    name: 'teacherApproval/list',
    url: '/schome/service/member/teacherApproval/list',
    expect: { anon: 401, manager: 200, otherManager: 200 },
    others: 403,
  },
  {
    name: 'teacherApproval/approve (a verified teacher of 서울가락초)',
    method: 'POST',
    url: '/schome/service/member/teacherApproval/approve',
    payload: (c) => ({ memberKey: c.verifiedTeacherKey }),
    expect: { anon: 401, manager: 409 },
    others: 403,
  },
  {
    name: 'teacherApproval/refuse (a verified teacher of 서울가락초)',
    method: 'POST',
    url: '/schome/service/member/teacherApproval/refuse',
    payload: (c) => ({ memberKey: c.verifiedTeacherKey, reason: '재직 확인 불가' }),
    expect: { anon: 401, manager: 409 },
    others: 403,
  },
  // My page counts (/schome/service/mypage): the member's own
  {
    name: 'mylibbookshelf/count',
    url: (c) => `/schome/service/mypage/mylibbookshelf/count?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'myReadingActivitesMng/count',
    url: (c) => `/schome/service/mypage/myReadingActivitesMng/count?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'messageMng/newListCount',
    url: (c) => `/schome/service/mypage/messageMng/newListCount?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  // Loan history across libraries (multipart)
  {
    name: 'loanHistory/getResLibList',
    method: 'POST',
    url: '/schome/service/loan/loanHistory/getResLibList',
    form: (c) => ({ memberKey: String(c.studentMemberKey) }),
    ...ownMember(),
  },
  {
    name: 'loanHistory/getResLoanHist',
    method: 'POST',
    url: '/schome/service/loan/loanHistory/getResLoanHist',
    form: (c) => ({ memberKey: String(c.studentMemberKey) }),
    ...ownMember(),
  },
  // Library (DLS) calls of the card holder
  { name: 'user/info', url: '/dls/api/user/info', ...cardHolder() },
  { name: 'user/grade/info', url: '/dls/api/user/grade/info', ...cardHolder() },
  {
    name: 'user/grade/info/neisCode',
    url: '/dls/api/user/grade/info/neisCode?neisCode=7130102',
    ...everyone(),
  },
  { name: 'loan/list', url: '/dls/api/loan/list', ...cardHolder() },
  { name: 'loan/history', url: '/dls/api/loan/history', ...cardHolder() },
  {
    name: 'loan/renew (no such loan)',
    method: 'POST',
    url: '/dls/api/loan/renew',
    payload: { loanKey: 2147483600 },
    ...cardHolder(404),
  },
  { name: 'reservation/list', url: '/dls/api/reservation/list', ...cardHolder() },
  {
    name: 'reservation/request (no such book)',
    method: 'POST',
    url: '/dls/api/reservation/request',
    payload: { bookKey: 2147483600 },
    ...cardHolder(404),
  },
  {
    name: 'reservation/cancel (no such reservation)',
    method: 'POST',
    url: '/dls/api/reservation/cancel',
    payload: { rsvtKey: 2147483600 },
    ...cardHolder(404),
  },
  { name: 'inter-library-loan/list', url: '/dls/api/inter-library-loan/list', ...cardHolder() },
  {
    name: 'inter-library-loan/request (no such book)',
    method: 'POST',
    url: '/dls/api/inter-library-loan/request',
    payload: { bookKey: 2147483600, lendingLibCode: 'LIB7130165' },
    ...cardHolder(404),
  },
  {
    name: 'inter-library-loan/group/list',
    url: '/dls/api/inter-library-loan/group/list?neisCode=7130102',
    ...everyone(),
  },
  { name: 'furnish-books/list', url: '/dls/api/furnish-books/list', ...cardHolder() },
  { name: 'furnish-books/search', url: '/dls/api/furnish-books/search?searchKeyword=해리', ...cardHolder() },
  {
    name: 'furnish-books/request (no such book)',
    method: 'POST',
    url: '/dls/api/furnish-books/request',
    payload: { bookKey: 2147483600 },
    ...cardHolder(404),
  },
  {
    // student1's seeded hand-typed request: the card holder gets 409, nothing changes.
    name: 'furnish-books/request-manual (already asked)',
    method: 'POST',
    url: '/dls/api/furnish-books/request-manual',
    payload: { title: '우리 반 코딩 탐험대', author: '김하늘', publisher: '바람의아이들' },
    ...cardHolder(409),
  },
  { name: 'notice/today', url: '/dls/api/notice/today?neisCode=7130102', ...everyone() },
  { name: 'notice/list', url: '/dls/api/notice/list?neisCode=7130102', ...everyone() },
  // Pupils' data: the class status of 서울가락초 (verified teachers and the manager of the school)
  {
    name: 'study/list',
    url: '/dls/api/study/list?neisCode=7130102',
    expect: { anon: 401, teacher: 200, manager: 200 },
    others: 403,
  },
  // The circulation desk of 서울가락초
  { name: 'desk patron', url: (c) => `${desk}/patron?cardNo=${c.studentCardNo}`, ...deskOnly() },
  { name: 'desk loans', url: `${desk}/loans`, ...deskOnly() },
  { name: 'desk overdue', url: `${desk}/overdue`, ...deskOnly() },
  { name: 'desk holds', url: `${desk}/holds`, ...deskOnly() },
  { name: 'desk furnish-books', url: `${desk}/furnish-books`, ...deskOnly() },
  { name: 'desk inter-library-loan', url: `${desk}/inter-library-loan`, ...deskOnly() },
  {
    name: 'desk checkout (no such copy)',
    method: 'POST',
    url: `${desk}/checkout`,
    payload: (c) => ({ cardNo: c.studentCardNo, regNo: 'NOSUCHCOPY1' }),
    ...deskOnly(404),
  },
  {
    name: 'desk checkin (no such copy)',
    method: 'POST',
    url: `${desk}/checkin`,
    payload: { regNo: 'NOSUCHCOPY1' },
    ...deskOnly(404),
  },
  {
    name: 'desk renew (no such copy)',
    method: 'POST',
    url: `${desk}/renew`,
    payload: { regNo: 'NOSUCHCOPY1' },
    ...deskOnly(404),
  },
  {
    name: 'desk furnish accept (no such request)',
    method: 'POST',
    url: `${desk}/furnish-books/2147483600/accept`,
    payload: {},
    ...deskOnly(404),
  },
  {
    name: 'desk furnish decline (no such request)',
    method: 'POST',
    url: `${desk}/furnish-books/2147483600/decline`,
    payload: { reason: '예산 부족' },
    ...deskOnly(404),
  },
  {
    name: 'desk inter-library-loan action (no such request)',
    method: 'POST',
    url: `${desk}/inter-library-loan/2147483600/approve`,
    payload: {},
    ...deskOnly(404),
  },
  {
    name: 'desk link-code (student1’s card)',
    method: 'POST',
    url: `${desk}/link-code`,
    payload: (c) => ({ cardNo: c.studentCardNo }),
    ...deskOnly(),
  },
  ...MYPAGE_CALLS,
  ...QUIZ_CALLS,
  ...DEBATE_CALLS,
  ...GROUP_CALLS,
  ...MARATHON_CALLS,
  ...CONTENT_CALLS,
  ...CLASS_APPLICATION_CALLS,
  ...MYPAGE_INFO_CALLS,
  ...PUPIL_CALLS,
  ...ACTIVITY_CALLS,
  ...OWNERSHIP_CALLS,
];
