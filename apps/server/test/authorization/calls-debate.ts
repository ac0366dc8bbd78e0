import { everyone, member } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

const join = '/schome/service/readingActivitesJoin';
const balance = `${join}/balanceGame`;
const discussion = `${join}/readingDiscussion`;
const newsgroup = `${join}/readingNewsgroup`;
const comment = '/schome/service/comment';
/** A key no game, room, topic, comment or report has. */
const NONE = 2147483600;
/** Teachers and managers with a school (verified); students, general members and a pending teacher 403. */
const teacherRights = (allowed = 200) => ({
  expect: { anon: 401, teacher: allowed, otherTeacher: allowed, manager: allowed, otherManager: allowed },
  others: 403,
});
/** Members of a school reach the lookup (404 for a key that is none); a general member has no school (403). */
/** School members only: no school (a general member, a pupil not yet verified: decision 220) is 403. */
const schoolMember = (allowed = 404) => ({
  expect: { anon: 401, general: 403, unverified: 403 },
  others: allowed,
});
const game = { title: '권한 확인', bookTitle: '어린 왕자', optionA: '장미', optionB: '여우' };
const topic = { title: '권한 확인', bookTitle: '어린 왕자', content: '권한 확인 주제' };

/** Balance games, discussion rooms, newsgroups and the comment engine (issue 18, decisions 170–174). */
export const DEBATE_CALLS: AuthorizationCall[] = [
  { name: 'balanceGame/list', url: `${balance}/list?statusCode=02`, ...member() },
  { name: 'balanceGame/detail (no such game)', url: `${balance}/detail?balanceKey=${NONE}`, ...member(404) },
  {
    name: 'balanceGame/save (no such game)',
    method: 'POST',
    url: `${balance}/save`,
    payload: { ...game, balanceKey: NONE },
    ...schoolMember(),
  },
  ...(['approve', 'close', 'vote'] as const).map(
    (call): AuthorizationCall => ({
      name: `balanceGame/${call} (no such game)`,
      method: 'POST',
      url: `${balance}/${call}`,
      payload: {
        balanceKey: NONE,
        ...(call === 'approve' ? { approveYn: 'Y' } : {}),
        ...(call === 'vote' ? { choice: 'A' } : {}),
      },
      ...member(404),
    }),
  ),
  {
    name: 'balanceGame/stream (a ticket no session holds)',
    url: `${balance}/stream?balanceKey=1&ticket=none`,
    ...everyone(401),
  },
  {
    name: 'mypage/myReadingContest/balanceGame',
    url: '/schome/service/mypage/myReadingContest/balanceGame',
    ...member(),
  },
  { name: 'readingDiscussion/list', url: `${discussion}/list`, ...member() },
  {
    name: 'readingDiscussion/detail (no such room)',
    url: `${discussion}/detail?roomKey=${NONE}`,
    ...member(404),
  },
  {
    name: 'readingDiscussion/save (a room of the teacher’s school)',
    method: 'POST',
    url: `${discussion}/save`,
    payload: {
      title: '권한 확인 토론',
      question: '권한을 확인할까요?',
      bookTitle: '어린 왕자',
      requestType: 'N',
      scopeCode: 'school',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    },
    ...teacherRights(),
  },
  {
    name: 'readingDiscussion/summary (no such room)',
    method: 'POST',
    url: `${discussion}/summary`,
    payload: { roomKey: NONE, summary: '정리' },
    ...member(404),
  },
  {
    name: 'readingDiscussion/close (no such room)',
    method: 'POST',
    url: `${discussion}/close`,
    payload: { roomKey: NONE },
    ...member(404),
  },
  { name: 'readingNewsgroup/list', url: `${newsgroup}/list`, ...member() },
  {
    name: 'readingNewsgroup/detail (no such topic)',
    url: `${newsgroup}/detail?topicKey=${NONE}`,
    ...member(404),
  },
  {
    name: 'readingNewsgroup/save (no such topic)',
    method: 'POST',
    url: `${newsgroup}/save`,
    payload: { ...topic, topicKey: NONE },
    ...schoolMember(),
  },
  {
    name: 'readingNewsgroup/hide (no such topic)',
    method: 'POST',
    url: `${newsgroup}/hide`,
    payload: { topicKey: NONE, hiddenYn: 'Y' },
    ...member(404),
  },
  {
    name: 'readingNewsgroup/delete (no such topic)',
    method: 'POST',
    url: `${newsgroup}/delete`,
    payload: { topicKey: NONE },
    ...member(404),
  },
  {
    name: 'comment/list (no such target)',
    url: `${comment}/list?targetType=discussion&targetKey=${NONE}`,
    ...everyone(404),
  },
  {
    name: 'comment/write (no such target)',
    method: 'POST',
    url: `${comment}/write`,
    payload: { targetType: 'newsgroup', targetKey: String(NONE), content: '권한 확인' },
    ...member(404),
  },
  ...(['edit', 'delete', 'hide', 'pin', 'report'] as const).map(
    (call): AuthorizationCall => ({
      name: `comment/${call} (no such comment)`,
      method: 'POST',
      url: `${comment}/${call}`,
      payload: {
        commentKey: NONE,
        ...(call === 'edit' ? { content: '권한 확인' } : {}),
        ...(call === 'hide' ? { hiddenYn: 'Y' } : {}),
        ...(call === 'pin' ? { pinnedYn: 'Y' } : {}),
        ...(call === 'report' ? { reason: '권한 확인' } : {}),
      },
      ...member(404),
    }),
  ),
  { name: 'comment/reports (staff queue)', url: `${comment}/reports`, ...teacherRights() },
  {
    name: 'comment/reports/resolve (no such report)',
    method: 'POST',
    url: `${comment}/reports/resolve`,
    payload: { reportKey: NONE, actionCode: 'dismiss' },
    ...teacherRights(404),
  },
];
