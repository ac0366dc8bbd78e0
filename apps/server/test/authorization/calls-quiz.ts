import { everyone, member } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

const quiz = '/schome/service/readingActivitesJoin/readingQuizSchool';
const contest = '/schome/service/readingActivitesJoin/readingQuizContest';
/** A key no quiz or contest has. */
const NONE = 2147483600;
/** Teachers and managers with a school (verified); students, general members and a pending teacher 403. */
const teacherRights = (allowed = 200) => ({
  expect: { anon: 401, teacher: allowed, otherTeacher: allowed, manager: allowed, otherManager: allowed },
  others: 403,
});
const question = { questionTypeCode: '01', question: '권한 확인 문제', answer: 'O' };

/** Reading quizzes and golden-bell contests (issue 17, decisions 140–142). */
export const QUIZ_CALLS: AuthorizationCall[] = [
  { name: 'readingQuizSchool/list', url: `${quiz}/list?scopeCode=national`, ...member() },
  { name: 'readingQuizSchool/detail (no such quiz)', url: `${quiz}/detail?quizKey=${NONE}`, ...member(404) },
  {
    name: 'readingQuizSchool/answer (no such quiz)',
    method: 'POST',
    url: `${quiz}/answer`,
    payload: { quizKey: NONE, answerList: [] },
    ...member(404),
  },
  { name: 'readingQuizSchool/result (no such quiz)', url: `${quiz}/result?quizKey=${NONE}`, ...member(404) },
  {
    name: 'readingQuizSchool/teacher (no such quiz)',
    url: `${quiz}/teacher?quizKey=${NONE}`,
    ...teacherRights(404),
  },
  { name: 'readingQuizSchool/edit (no such quiz)', url: `${quiz}/edit?quizKey=${NONE}`, ...member(404) },
  {
    name: 'readingQuizSchool/save (no such quiz)',
    method: 'POST',
    url: `${quiz}/save`,
    payload: { quizKey: NONE, quizTitle: '권한 확인', bookTitle: '어린 왕자', questionList: [question] },
    expect: { anon: 401, general: 403, unverified: 403 },
    others: 404,
  },
  { name: 'readingQuizSchool/manage', url: `${quiz}/manage`, ...teacherRights() },
  {
    name: 'readingQuizSchool/approve (no such quiz)',
    method: 'POST',
    url: `${quiz}/approve`,
    payload: { quizKey: NONE, approveYn: 'Y' },
    ...teacherRights(404),
  },
  {
    name: 'readingQuizSchool/hide (no such quiz)',
    method: 'POST',
    url: `${quiz}/hide`,
    payload: { quizKey: NONE, hideYn: 'Y' },
    ...teacherRights(404),
  },
  {
    name: 'readingQuizSchool/delete (no such quiz)',
    method: 'POST',
    url: `${quiz}/delete`,
    payload: { quizKey: NONE },
    ...member(404),
  },
  { name: 'mypage/myQuizActivities', url: '/schome/service/mypage/myQuizActivities', ...member() },
  { name: 'readingQuizContest/list', url: `${contest}/list`, ...member() },
  {
    name: 'readingQuizContest/create (a draft only its teacher sees)',
    method: 'POST',
    url: `${contest}/create`,
    payload: { contestTitle: '권한 확인 골든벨', targetGrade: 6, timeLimitSec: 10 },
    ...teacherRights(),
  },
  ...(['update', 'questions', 'complete', 'next', 'reveal', 'revive', 'finish'] as const).map(
    (call): AuthorizationCall => ({
      name: `readingQuizContest/${call} (no such contest)`,
      method: 'POST',
      url: `${contest}/${call}`,
      payload: {
        contestKey: NONE,
        ...(call === 'update' ? { contestTitle: '권한 확인', targetGrade: 5 } : {}),
        ...(call === 'questions' ? { questionList: [question] } : {}),
        ...(call === 'revive' ? { memberKey: NONE } : {}),
      },
      ...teacherRights(404),
    }),
  ),
  {
    name: 'readingQuizContest/teacher (no such contest)',
    url: `${contest}/teacher?contestKey=${NONE}`,
    ...teacherRights(404),
  },
  {
    name: 'readingQuizContest/teacher/scoreList (no such contest)',
    url: `${contest}/teacher/scoreList?contestKey=${NONE}`,
    ...teacherRights(404),
  },
  {
    name: 'readingQuizContest/detail (no such contest)',
    url: `${contest}/detail?contestKey=${NONE}`,
    ...member(404),
  },
  {
    name: 'readingQuizContest/result (no such contest)',
    url: `${contest}/result?contestKey=${NONE}`,
    ...member(404),
  },
  {
    name: 'readingQuizContest/join (no such contest)',
    method: 'POST',
    url: `${contest}/join`,
    payload: { contestKey: NONE },
    ...member(404),
  },
  {
    name: 'readingQuizContest/answer (no such contest)',
    method: 'POST',
    url: `${contest}/answer`,
    payload: { contestKey: NONE, questionNo: 1, answer: 'O' },
    ...member(404),
  },
  {
    name: 'readingQuizContest/stream (a ticket no session holds)',
    url: `${contest}/stream?contestKey=1&ticket=none`,
    ...everyone(401),
  },
];
