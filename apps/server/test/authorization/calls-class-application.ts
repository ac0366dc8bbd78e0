import type { AuthorizationCall } from './calls.ts';

/** Class application's rows (issue 21, decision 150): every teacher-support call. */
const lesson = '/schome/service/teachersupport/libPracticeLessionApply';
const NONE = 2147483600;
/** Verified teachers and managers of a school, each for their own school; students, general, pending 403. */
const staff = (allowed = 200) => ({
  expect: { anon: 401, teacher: allowed, otherTeacher: allowed, manager: allowed, otherManager: allowed },
  others: 403,
});
/** School managers only (deciding, slots, closed days). */
const managers = (allowed: number) => ({
  expect: { anon: 401, manager: allowed, otherManager: allowed },
  others: 403,
});
const fields = {
  slotKey: NONE,
  lessonDate: '2099-03-02',
  grade: 3,
  classNo: 1,
  subject: '국어',
  studentCount: 20,
  purpose: '그림책 함께 읽기',
};
/** The teacher share room (decision 151): the same staff, every write naming a material that does not exist. */
const share = '/schome/service/teachersupport/teacherShareRoom';
const material = {
  postKey: NONE,
  title: '온작품 읽기 수업안',
  content: '<p>수업안</p>',
  schLevelCode: '01',
  subjectCode: '01',
  openScope: '04',
};

/** Service requests (decision 152): staff raise them; only an operator (none here) answers. */
const sr = '/schome/service/teachersupport/serviceRequest';
const cm = '/schome/service/teachersupport/classManage';
const srRequest = { categoryCode: '01', title: '요청', content: '내용' };

export const CLASS_APPLICATION_CALLS: AuthorizationCall[] = [
  { name: 'libPracticeLessionApply/list', url: `${lesson}/list`, ...staff() },
  {
    name: 'libPracticeLessionApply/calendar',
    url: `${lesson}/calendar?from=2099-03-01&to=2099-03-31`,
    ...staff(),
  },
  { name: 'libPracticeLessionApply/detail (none)', url: `${lesson}/detail?applyKey=${NONE}`, ...staff(404) },
  {
    name: 'libPracticeLessionApply/apply (no such slot)',
    method: 'POST',
    url: `${lesson}/apply`,
    payload: fields,
    ...staff(404),
  },
  {
    name: 'libPracticeLessionApply/modify (none)',
    method: 'POST',
    url: `${lesson}/modify`,
    payload: { ...fields, applyKey: NONE },
    ...staff(404),
  },
  ...(['cancel', 'accept'] as const).map((name) => ({
    name: `libPracticeLessionApply/${name} (none)`,
    method: 'POST' as const,
    url: `${lesson}/${name}`,
    payload: { applyKey: NONE },
    ...staff(404),
  })),
  {
    name: 'libPracticeLessionApply/approve (none)',
    method: 'POST',
    url: `${lesson}/approve`,
    payload: { applyKey: NONE },
    ...managers(404),
  },
  {
    name: 'libPracticeLessionApply/propose (none)',
    method: 'POST',
    url: `${lesson}/propose`,
    payload: { applyKey: NONE, slotKey: NONE, lessonDate: '2099-03-02' },
    ...managers(404),
  },
  {
    name: 'libPracticeLessionApply/refuse (none)',
    method: 'POST',
    url: `${lesson}/refuse`,
    payload: { applyKey: NONE, reason: '사유' },
    ...managers(404),
  },
  {
    name: 'libPracticeLessionApply/slot/save (no such slot)',
    method: 'POST',
    url: `${lesson}/slot/save`,
    payload: {
      slotKey: NONE,
      roomName: '열람실',
      periodNo: 9,
      startTime: '15:00',
      endTime: '15:40',
      capacity: 20,
      weekdays: [1],
    },
    ...managers(404),
  },
  {
    name: 'libPracticeLessionApply/closedDay/delete (none)',
    method: 'POST',
    url: `${lesson}/closedDay/delete`,
    payload: { closedDate: '2099-12-31' },
    ...managers(404),
  },
  { name: 'teacherShareRoom/list', url: `${share}/list`, ...staff() },
  { name: 'teacherShareRoom/detail (none)', url: `${share}/detail?postKey=${NONE}`, ...staff(404) },
  {
    name: 'teacherShareRoom/save (edit of none)',
    method: 'POST',
    url: `${share}/save`,
    payload: material,
    ...staff(404),
  },
  {
    name: 'teacherShareRoom/like (none)',
    method: 'POST',
    url: `${share}/like`,
    payload: { postKey: NONE },
    ...staff(404),
  },
  {
    name: 'teacherShareRoom/delete (none)',
    method: 'POST',
    url: `${share}/delete`,
    payload: { postKey: NONE },
    ...staff(404),
  },
  { name: 'serviceRequest/list', url: `${sr}/list`, ...staff() },
  { name: 'serviceRequest/detail (none)', url: `${sr}/detail?serviceRequestKey=${NONE}`, ...staff(404) },
  // A request saved is a real row: the rule's refusals are the point here (saving is tested beside the code).
  {
    name: 'serviceRequest/save (banned word)',
    method: 'POST',
    url: `${sr}/save`,
    payload: { ...srRequest, content: '병신' },
    ...staff(400),
  },
  {
    name: 'serviceRequest/answer (operators only)',
    method: 'POST',
    url: `${sr}/answer`,
    payload: { serviceRequestKey: NONE, answer: '답변' },
    expect: { anon: 401 },
    others: 403,
  },
  {
    name: 'serviceRequest/delete (none)',
    method: 'POST',
    url: `${sr}/delete`,
    payload: { serviceRequestKey: NONE },
    expect: { anon: 401 },
    others: 404,
  },
  // ClassManage (decision 153): each teacher's own classes at their own school; a class not theirs is 404.
  { name: 'classManage/list', url: `${cm}/list`, ...staff() },
  { name: 'classManage/students (not theirs)', url: `${cm}/students?grade=6&classNo=30`, ...staff(404) },
  {
    name: 'classManage/delete (not theirs)',
    method: 'POST',
    url: `${cm}/delete`,
    payload: { grade: 6, classNo: 30 },
    ...staff(404),
  },
];
