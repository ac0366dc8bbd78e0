import type { AuthorizationCall } from './calls.ts';

const pa = '/schome/service/member/pupilApproval';
const NONE = 2147483600;
/** Verified school staff (decision 220): teachers for the classes they keep, managers for the school. */
const staff = (teacher: number, manager = teacher) => ({
  expect: { anon: 401, teacher, otherTeacher: teacher, manager, otherManager: manager },
  others: 403,
});

/**
 * Pupils verified by their school and grade/class changes (issue 33, decisions 220, 221), and what a pupil
 * not yet verified (`unverified`, pending1 of 서울가락초 5-2) is refused: their school's staff contacts, their
 * class's pupils, the pending list.
 */
export const PUPIL_CALLS: AuthorizationCall[] = [
  { name: 'pupilApproval/list', url: `${pa}/list`, ...staff(200) },
  {
    name: 'pupilApproval/approve (no such pupil)',
    method: 'POST',
    url: `${pa}/approve`,
    payload: { itemType: 'signup', key: NONE },
    ...staff(403),
  },
  {
    name: 'pupilApproval/refuse (no such change)',
    method: 'POST',
    url: `${pa}/refuse`,
    payload: { itemType: 'classChange', key: NONE, reason: '확인되지 않음' },
    ...staff(403),
  },
  { name: 'pupilApproval/classCodes', url: `${pa}/classCodes`, ...staff(200) },
  {
    // 6-30 is no teacher's class and has no code: teachers 404 (not theirs), managers 404 (no live code).
    name: 'pupilApproval/classCode/revoke (no live code)',
    method: 'POST',
    url: `${pa}/classCode/revoke`,
    payload: { grade: 6, classNo: 30 },
    ...staff(404),
  },
  {
    // Pupils only: a verified pupil has nothing to join (409), the pending one a wrong code (404).
    name: 'classCode/join (a code nobody was given)',
    method: 'POST',
    url: '/schome/service/member/classCode/join',
    payload: { code: 'ZZZZ-ZZZZ' },
    expect: { anon: 401, student: 409, unverified: 404 },
    others: 403,
  },
  {
    // The school's staff contact list: the pupil not yet verified has no school (403), like a general member.
    name: 'messageMng/contact/list (the unverified pupil asks for their own)',
    url: (c) => `/schome/service/mypage/messageMng/contact/list?memberKey=${c.unverifiedMemberKey}`,
    expect: { anon: 401 },
    others: 403,
  },
];
