import { everyone } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

const group = '/schome/service/readingActivitesJoin/readingGroup';
const board = '/schome/service/readingActivitesJoin/readingGroupBoard';
const reading = '/schome/service/readingActivitesJoin/readingBookGroup';
/** A key no club, post, chapter or reading has. */
const NONE = 2147483600;
/** Clubs are a school's: members with a school; a general member (no school) 403. */
/** School members only: no school (a general member, a pupil not yet verified: decision 220) is 403. */
const schoolMember = (allowed = 200) => ({
  expect: { anon: 401, general: 403, unverified: 403 },
  others: allowed,
});

/** Reading clubs and group reading (issue 20, decisions 190–194). */
export const GROUP_CALLS: AuthorizationCall[] = [
  { name: 'readingGroup/list', url: `${group}/list`, ...schoolMember() },
  {
    name: 'readingGroup/detail (no such club)',
    url: `${group}/detail?groupKey=${NONE}`,
    ...schoolMember(404),
  },
  {
    name: 'readingGroup/create (empty form)',
    method: 'POST',
    url: `${group}/create`,
    payload: {},
    ...everyone(400),
  },
  {
    name: 'readingGroup/approve (no such club)',
    method: 'POST',
    url: `${group}/approve`,
    payload: { groupKey: NONE },
    expect: { anon: 401, general: 403, student: 403, pending: 403, unverified: 403 },
    others: 404,
  },
  ...(['close', 'member/apply', 'member/leave'] as const).map(
    (call): AuthorizationCall => ({
      name: `readingGroup/${call} (no such club)`,
      method: 'POST',
      url: `${group}/${call}`,
      payload: { groupKey: NONE },
      ...schoolMember(404),
    }),
  ),
  ...(['member/accept', 'member/handover'] as const).map(
    (call): AuthorizationCall => ({
      name: `readingGroup/${call} (no such club)`,
      method: 'POST',
      url: `${group}/${call}`,
      payload: { groupKey: NONE, memberKey: NONE },
      ...schoolMember(404),
    }),
  ),
  {
    name: 'readingGroup/member/list (no such club)',
    url: `${group}/member/list?groupKey=${NONE}`,
    ...schoolMember(404),
  },
  {
    name: 'readingGroup/schedule/save (no such club)',
    method: 'POST',
    url: `${group}/schedule/save`,
    payload: { groupKey: NONE, title: '1~3장 읽기', meetDate: '2026-12-01' },
    ...schoolMember(404),
  },
  {
    name: 'readingGroup/imgList (no such club)',
    url: `${group}/imgList?groupKey=${NONE}`,
    ...schoolMember(404),
  },
  {
    name: 'readingGroup/img/add (no such club)',
    method: 'POST',
    url: `${group}/img/add`,
    payload: { groupKey: NONE, fileKey: NONE },
    ...schoolMember(404),
  },
  {
    name: 'readingGroupBoard/list (no such club)',
    url: `${board}/list?groupKey=${NONE}&kind=board`,
    ...schoolMember(404),
  },
  {
    name: 'readingGroupBoard/detail (no such post)',
    url: `${board}/detail?postKey=${NONE}`,
    ...schoolMember(404),
  },
  {
    name: 'readingGroupBoard/save (no such club)',
    method: 'POST',
    url: `${board}/save`,
    payload: { groupKey: NONE, kind: 'notice', title: '권한 확인', content: '권한 확인' },
    ...schoolMember(404),
  },
  { name: 'readingBookGroup/list', url: `${reading}/list`, expect: { anon: 401 }, others: 200 },
  {
    name: 'readingBookGroup/detail (no such reading)',
    url: `${reading}/detail?bookGroupKey=${NONE}`,
    expect: { anon: 401 },
    others: 404,
  },
  {
    name: 'readingBookGroup/save (empty form)',
    method: 'POST',
    url: `${reading}/save`,
    payload: {},
    ...everyone(400),
  },
  {
    name: 'readingBookGroup/post (no such chapter)',
    method: 'POST',
    url: `${reading}/post`,
    payload: { chapterKey: NONE, content: '권한 확인' },
    expect: { anon: 401 },
    others: 404,
  },
];
