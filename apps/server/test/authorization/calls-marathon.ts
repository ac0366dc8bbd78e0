import { everyone, member } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

const marathon = '/schome/service/readingActivitesJoin/readingMarathon';
/** A key no marathon or book has. */
const NONE = 2147483600;
const steps = {
  name: '권한 확인 마라톤',
  summary: '권한 확인',
  targetGrade: 0,
  startDate: '2030-03-02',
  endDate: '2030-03-31',
  readingMarathonTypeCode: '01',
  bookList: [NONE],
};
const byKey = (call: string, method: 'GET' | 'POST' = 'POST'): AuthorizationCall => ({
  name: `readingMarathon/${call} (no such marathon)`,
  method,
  url: method === 'GET' ? `${marathon}/${call}?readingMarathonKey=${NONE}` : `${marathon}/${call}`,
  ...(method === 'POST' ? { payload: { readingMarathonKey: NONE } } : {}),
  ...member(404),
});

/** Reading marathons (issue 19, decisions 180–183): the maker's and participant's rules answer 404/409 on none. */
export const MARATHON_CALLS: AuthorizationCall[] = [
  { name: 'readingMarathon/schoolList', url: `${marathon}/schoolList`, ...member() },
  { name: 'readingMarathon/recommendList', url: `${marathon}/recommendList`, ...everyone() },
  byKey('detail', 'GET'),
  {
    name: 'readingMarathon/save (a book the catalogue lacks)',
    method: 'POST',
    url: `${marathon}/save`,
    payload: steps,
    expect: { anon: 401, general: 403, unverified: 403 },
    others: 404,
  },
  {
    name: 'readingMarathon/update (no such marathon)',
    method: 'POST',
    url: `${marathon}/update`,
    payload: { ...steps, readingMarathonKey: NONE },
    ...member(404),
  },
  byKey('delete'),
  byKey('join'),
  byKey('leave'),
  byKey('progress', 'GET'),
  {
    // Issue 33, finding 3: the maker of a nationwide marathon reads its progress; a pupil of another
    // school comes masked, without memberKey, grade or class. Anyone else is refused.
    name: 'readingMarathon/progress (a nationwide marathon another school’s pupil joined)',
    url: (c) => `${marathon}/progress?readingMarathonKey=${c.nationwideMarathonKey}`,
    expect: { anon: 401, teacher: 200 },
    others: 403,
    leaks: (body, c) => {
      const text = JSON.stringify(body);
      const list = (body as { data: { participantList: Record<string, unknown>[] } }).data.participantList;
      if (list.length === 0) return 'the other school’s pupil is missing from the progress';
      if (text.includes(c.otherSchoolPupil.name)) return `the full name ${c.otherSchoolPupil.name} is shown`;
      if (list.some((p) => p.memberKey === c.otherSchoolPupil.memberKey))
        return 'the pupil’s memberKey is shown';
      if (list.some((p) => p.memberKey === null && (p.grade !== null || p.classNo !== null)))
        return 'a masked pupil’s grade or class is shown';
      return null;
    },
  },
  byKey('diary/list', 'GET'),
  {
    name: 'readingMarathon/diary/save (no such marathon)',
    method: 'POST',
    url: `${marathon}/diary/save`,
    payload: {
      readingMarathonKey: NONE,
      bookKey: NONE,
      readPages: 10,
      readDate: '2030-03-03',
      content: '확인',
    },
    ...member(404),
  },
  {
    name: 'mypage/myReadingContest/readingMarathon',
    url: '/schome/service/mypage/myReadingContest/readingMarathon',
    ...member(),
  },
];
