import { everyone, member, ownMember } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

/** Reading activities' rows (issue 16, decisions 130–131). */
const ra = '/schome/service/readingActivitesMng';
const NONE = 2147483600;
const rc = '/schome/service/readingActivitesJoin/readingContest';
/** Verified teachers and managers of any school, on objects that do not exist: 404 (students 403). */
const staff = (allowed = 404) => ({
  expect: { anon: 401, teacher: allowed, otherTeacher: allowed, manager: allowed, otherManager: allowed },
  others: 403,
});

export const ACTIVITY_CALLS: AuthorizationCall[] = [
  {
    name: 'readingActivites/myList',
    url: (c) => `${ra}/readingActivites/myList?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'mypage/myReadingActivitesMng/list',
    url: (c) => `/schome/service/mypage/myReadingActivitesMng/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'mypage/myReadingActivitesMng/teacher/list (own teacherMemberKey)',
    url: (c) =>
      `/schome/service/mypage/myReadingActivitesMng/teacher/list?teacherMemberKey=${c.verifiedTeacherKey}`,
    expect: { anon: 401, teacher: 200 },
    others: 403,
  },
  {
    name: 'readingActivites/schoolList (visible ones only)',
    url: `${ra}/readingActivites/schoolList?schKey=1`,
    ...everyone(),
  },
  { name: 'readingActivites/recommendList', url: `${ra}/readingActivites/recommendList`, ...everyone() },
  {
    name: 'readingActivites/detail (no such activity)',
    url: `${ra}/readingActivites/detail?reaActKey=${NONE}`,
    ...everyone(404),
  },
  { name: 'readingActivites/books', url: `${ra}/readingActivites/books?type=recentLoanBooks`, ...member() },
  // Decision 137: the catalogue's search and the member's own shelves.
  {
    name: 'readingActivites/books (searchBooks)',
    url: `${ra}/readingActivites/books?type=searchBooks&keyword=${encodeURIComponent('어린')}`,
    ...member(),
  },
  {
    name: 'readingActivites/books (shelfBooks)',
    url: `${ra}/readingActivites/books?type=shelfBooks`,
    ...member(),
  },
  {
    name: 'readingActivites/save (students; no such activity)',
    method: 'POST',
    url: `${ra}/readingActivites/save`,
    payload: {
      reaActKey: NONE,
      reaActCode: '02',
      bookKey: NONE,
      title: '감상문',
      content: '<p>내용</p>',
      privacyBoundCode: '02',
      submit: false,
    },
    expect: { anon: 401, student: 404, unverified: 404 },
    others: 403,
  },
  {
    name: 'readingActivites/delete (no such activity)',
    method: 'POST',
    url: `${ra}/readingActivites/delete`,
    payload: { reaActKey: NONE },
    ...member(404),
  },
  {
    name: 'readingActivites/manageList (own teacherMemberKey)',
    url: (c) => `${ra}/readingActivites/manageList?teacherMemberKey=${c.verifiedTeacherKey}`,
    expect: { anon: 401, teacher: 200 },
    others: 403,
  },
  {
    name: 'readingActivites/manageDetail (no such activity)',
    url: `${ra}/readingActivites/manageDetail?reaActKey=${NONE}`,
    ...staff(),
  },
  {
    name: 'readingActivites/approve (no such activity)',
    method: 'POST',
    url: `${ra}/readingActivites/approve`,
    payload: { reaActKey: NONE },
    ...staff(),
  },
  {
    name: 'readingActivites/return (no such activity)',
    method: 'POST',
    url: `${ra}/readingActivites/return`,
    payload: { reaActKey: NONE, reason: '다시 써 주세요.' },
    ...staff(),
  },
  {
    name: 'readingActivites/recommend (no such activity)',
    method: 'POST',
    url: `${ra}/readingActivites/recommend`,
    payload: { reaActKey: NONE, recommendYn: 'Y' },
    ...staff(),
  },
  {
    name: 'replyMng/list (no such activity)',
    url: `${ra}/replyMng/list?reaActKey=${NONE}`,
    ...everyone(404),
  },
  {
    name: 'replyMng/detail (no such reply)',
    url: `${ra}/replyMng/detail?replyKey=${NONE}`,
    ...everyone(404),
  },
  {
    name: 'replyMng/save (no such activity)',
    method: 'POST',
    url: `${ra}/replyMng/save`,
    payload: { reaActKey: NONE, content: '잘 썼어요.' },
    ...staff(),
  },
  { name: 'subjectMng/list', url: `${ra}/subjectMng/list`, ...member() },
  {
    name: 'subjectMng/save (no such book)',
    method: 'POST',
    url: `${ra}/subjectMng/save`,
    payload: { title: '과제', bookKey: NONE, dueDate: '20261231' },
    ...staff(400),
  },
  {
    name: 'subjectMng/save (edit; no such assignment)',
    method: 'POST',
    url: `${ra}/subjectMng/save`,
    payload: { subjectKey: NONE, title: '과제', dueDate: '20261231' },
    ...staff(),
  },
  {
    name: 'subjectMng/delete (no such assignment)',
    method: 'POST',
    url: `${ra}/subjectMng/delete`,
    payload: { subjectKey: NONE },
    ...staff(),
  },
  {
    name: 'readingActivitesStat/reaActCodeStatistics',
    url: '/service/readingActivitesMng/readingActivitesStat/reaActCodeStatistics',
    ...everyone(),
  },
  // Portfolios (issue 16 part 4, decision 132).
  { name: 'myPortfolio/list', url: '/schome/service/mypage/myPortfolio/list', ...member() },
  {
    name: 'myPortfolio/detail (no such portfolio)',
    url: `/schome/service/mypage/myPortfolio/detail?portfolioKey=${NONE}`,
    ...everyone(404),
  },
  { name: 'myPortfolio/sources', url: '/schome/service/mypage/myPortfolio/sources', ...member() },
  {
    name: 'myPortfolio/save (students; not an own item)',
    method: 'POST',
    url: '/schome/service/mypage/myPortfolio/save',
    payload: {
      title: '포트폴리오',
      intro: '',
      privacyBoundCode: '02',
      items: [{ itemType: 'activity', refKey: NONE }],
    },
    expect: { anon: 401, student: 400, unverified: 400 },
    others: 403,
  },
  {
    name: 'myPortfolio/delete (no such portfolio)',
    method: 'POST',
    url: '/schome/service/mypage/myPortfolio/delete',
    payload: { portfolioKey: NONE },
    ...member(404),
  },
  { name: 'portfolioMng/list (visible ones only)', url: '/schome/service/portfolioMng/list', ...everyone() },
  {
    name: 'portfolioMng/manageList (own teacherMemberKey)',
    url: (c) => `/schome/service/portfolioMng/manageList?teacherMemberKey=${c.verifiedTeacherKey}`,
    expect: { anon: 401, teacher: 200 },
    others: 403,
  },
  {
    name: 'portfolioMng/review (no such portfolio)',
    method: 'POST',
    url: '/schome/service/portfolioMng/review',
    payload: { portfolioKey: NONE, feedback: '잘했어요.' },
    ...staff(),
  },
  // Reading-report contests (issue 16.3, decision 135): another school's contest is invisible (404).
  { name: 'readingContest/list', url: `${rc}/list`, ...member() },
  { name: 'readingContest/detail (no such contest)', url: `${rc}/detail?contestKey=${NONE}`, ...member(404) },
  {
    name: 'readingContest/save (no such contest)',
    method: 'POST',
    url: `${rc}/save`,
    payload: { contestKey: NONE, title: '대회', startDate: '20260101', endDate: '20261231' },
    ...staff(),
  },
  {
    name: 'readingContest/submit (no such contest)',
    method: 'POST',
    url: `${rc}/submit`,
    payload: { contestKey: NONE, reaActKey: NONE },
    expect: { anon: 401, student: 404, unverified: 404 },
    others: 403,
  },
  { name: 'readingContest/entries (no such contest)', url: `${rc}/entries?contestKey=${NONE}`, ...staff() },
  {
    name: 'readingContest/judge (no such entry)',
    method: 'POST',
    url: `${rc}/judge`,
    payload: { entryKey: NONE, score: 90 },
    ...staff(),
  },
  {
    name: 'readingContest/publish (no such contest)',
    method: 'POST',
    url: `${rc}/publish`,
    payload: { contestKey: NONE },
    ...staff(),
  },
  {
    name: 'mypage/myReadingContest/readingContest',
    url: '/schome/service/mypage/myReadingContest/readingContest',
    ...member(),
  },
];
