import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../test/test-app.ts';
import { addDays, koreaDate } from '../../lib/clock.ts';

/**
 * Spec 001 §7 "GETs under /schome/service/readingActivitesJoin/ … Many send maskingYN Y": each call family
 * accepts maskingYN Y|N (400 otherwise), and N never unmasks what the one masking rule masks
 * (core/member-names.ts; decisions 230, 292).
 */
const t = useTestApp();
const JOIN = '/schome/service/readingActivitesJoin';
type Who = 'student1' | 'student2' | 'student4' | 'student5' | 'teacher1' | 'anon';
const headers = { anon: {} } as Record<Who, Record<string, string>>;
const keys = {} as Record<Who, number>;

async function get(who: Who, url: string) {
  const res = await t.app.inject({
    url: url.startsWith('/schome') ? url : `${JOIN}${url}`,
    headers: headers[who],
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
async function post(who: Who, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: url.startsWith('/schome') ? url : `${JOIN}${url}`,
    headers: headers[who],
    payload,
  });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data;
}
/** Y accepted, a value that is no Y/N refused with the Korean message. */
async function acceptsMaskingYn(who: Who, url: string) {
  const sep = url.includes('?') ? '&' : '?';
  expect((await get(who, `${url}${sep}maskingYN=Y`)).status, url).toBe(200);
  expect((await get(who, `${url}${sep}maskingYN=N`)).status, url).toBe(200);
  const bad = await get(who, `${url}${sep}maskingYN=X`);
  expect(bad.status, url).toBe(400);
  expect(bad.body.message).toBe('maskingYN: Y 또는 N이어야 합니다.');
}

beforeAll(async () => {
  for (const who of ['student1', 'student4', 'student5', 'teacher1'] as const) {
    const login = await loginAs(t.app, who);
    headers[who] = login.headers;
    keys[who] = login.data.memberKey;
  }
  // student2 joins student1's school: a pupil of the school who is in no club.
  await t.database.query(
    `update portal.member set sch_key = (select sch_key from portal.member where login_id = 'student1') where login_id = 'student2'`,
  );
  const student2 = await loginAs(t.app, 'student2');
  headers.student2 = student2.headers;
  keys.student2 = student2.data.memberKey;
});

describe('001 §7 readingActivitesJoin maskingYN', () => {
  it('001 §7 readingActivitesJoin maskingYN: readingGroupBoard list, detail and comment lists; readingGroup detail and imgList', async () => {
    const today = koreaDate(new Date());
    const { groupKey } = await post('teacher1', '/readingGroup/create', {
      name: '마스킹 독서동아리',
      purpose: '함께 읽어요.',
      capacity: 5,
      bookList: ['어린 왕자'],
      openYn: 'Y',
      recruitStartDate: today,
      recruitEndDate: addDays(today, 30),
    });
    expect(groupKey).toBeGreaterThan(0);
    for (const who of ['student1', 'student5'] as const) {
      await post(who, '/readingGroup/member/apply', { groupKey });
      await post('teacher1', '/readingGroup/member/accept', { groupKey, memberKey: keys[who] });
    }
    const { key: postKey } = await post('student1', '/readingGroupBoard/save', {
      groupKey,
      kind: 'board',
      title: '첫 모임 후기',
      content: '즐거웠어요.',
    });
    await post('student1', '/schome/service/comment/write', {
      targetType: 'groupBoard',
      targetKey: String(postKey),
      content: '다음에도 만나요.',
    });
    const list = `/readingGroupBoard/list?groupKey=${groupKey}&kind=board`;
    const detail = `/readingGroupBoard/detail?postKey=${postKey}`;
    const comments = `/schome/service/comment/list?targetType=groupBoard&targetKey=${postKey}`;
    for (const url of [
      list,
      detail,
      comments,
      `/readingGroup/detail?groupKey=${groupKey}`,
      `/readingGroup/imgList?groupKey=${groupKey}`,
    ])
      await acceptsMaskingYn('student5', url);

    const writerOf = async (who: Who, q: string) => {
      const [l, d] = await Promise.all([get(who, `${list}${q}`), get(who, `${detail}${q}`)]);
      expect(l.status).toBe(200);
      expect(l.body.data.list[0].writerName).toBe(d.body.data.writerName);
      return { name: d.body.data.writerName as string, key: d.body.data.writerMemberKey as number | null };
    };
    // A club-mate reads the club whole; Y asks for the rule's masking.
    expect(await writerOf('student5', '')).toEqual({ name: '김하늘', key: keys.student1 });
    expect(await writerOf('student5', '&maskingYN=Y')).toEqual({ name: '김*늘', key: null });
    // A pupil of the school outside the club reads by the rule: N unmasks nothing.
    for (const q of ['', '&maskingYN=N', '&maskingYN=Y'])
      expect(await writerOf('student2', q)).toEqual({ name: '김*늘', key: null });
    // The school's teacher reads whole either way (rule 2); the writer reads their own.
    expect(await writerOf('teacher1', '&maskingYN=Y')).toEqual({ name: '김하늘', key: keys.student1 });
    expect(await writerOf('student1', '&maskingYN=Y')).toEqual({ name: '김하늘', key: keys.student1 });
    const club = await get('student2', `/readingGroup/detail?groupKey=${groupKey}&maskingYN=N`);
    expect(club.body.data.memberList.map((m: { name: string }) => m.name)).toContain('김*늘');
    expect(club.text).not.toContain('김하늘');
    expect(club.body.data.leaderName).toBe('정민아');
    expect(
      (await get('student2', `/readingGroup/detail?groupKey=${groupKey}&maskingYN=Y`)).body.data.leaderName,
    ).toBe('정*아');
    const thread = await get('student2', `${comments}&maskingYN=N`);
    expect(thread.status).toBe(200);
    expect(thread.text).not.toContain('김하늘');
    // Another school never sees the club; a visitor must log in.
    expect((await get('student4', `${detail}&maskingYN=N`)).status).toBe(404);
    expect((await get('anon', `${list}&maskingYN=N`)).status).toBe(401);
  });

  it('001 §7 readingActivitesJoin maskingYN: readingQuizSchool/detail', async () => {
    const { quizKey } = await post('student5', '/readingQuizSchool/save', {
      quizTitle: '전국 친구들과 푸는 어린 왕자',
      bookTitle: '어린 왕자',
      bookAuthor: '생텍쥐페리',
      scopeCode: 'national',
      questionList: [
        {
          questionTypeCode: '01',
          question: '어린 왕자의 별에는 장미가 있다.',
          answer: 'O',
          explanation: '있어요.',
        },
      ],
    });
    await post('teacher1', '/readingQuizSchool/approve', { quizKey, approveYn: 'Y' });
    const url = `/readingQuizSchool/detail?quizKey=${quizKey}`;
    await acceptsMaskingYn('student4', url);
    const writer = async (who: Who, q = '') => {
      const { body } = await get(who, `${url}${q}`);
      return { name: body.data.writerName, key: body.data.writerKey };
    };
    // Another school's pupil and a classmate read the pupil writer masked; N unmasks nothing.
    for (const who of ['student4', 'student1'] as const)
      for (const q of ['', '&maskingYN=N', '&maskingYN=Y'])
        expect(await writer(who, q)).toEqual({ name: '송*준', key: null });
    expect(await writer('teacher1', '&maskingYN=Y')).toEqual({ name: '송민준', key: keys.student5 });
    expect(await writer('student5', '&maskingYN=Y')).toEqual({ name: '송민준', key: keys.student5 });
    expect((await get('anon', `${url}&maskingYN=N`)).status).toBe(401);
  });

  it('001 §7 readingActivitesJoin maskingYN: readingNewsgroup detail and discussion list', async () => {
    const { topicKey } = await post('student1', '/readingNewsgroup/save', {
      title: '어린 왕자의 장미는 왜 소중할까?',
      bookTitle: '어린 왕자',
      bookAuthor: '생텍쥐페리',
      content: '함께 이야기해요.',
    });
    await post('student1', '/schome/service/comment/write', {
      targetType: 'newsgroup',
      targetKey: String(topicKey),
      content: '길들였기 때문이에요.',
    });
    const detail = `/readingNewsgroup/detail?topicKey=${topicKey}`;
    const discussion = `/schome/service/comment/list?targetType=newsgroup&targetKey=${topicKey}`;
    for (const url of [detail, discussion]) {
      await acceptsMaskingYn('student4', url);
      for (const q of ['', '&maskingYN=N']) {
        const res = await get('student4', `${url}${q}`);
        expect(res.status).toBe(200);
        expect(res.text).toContain('김*늘');
        expect(res.text).not.toContain('김하늘');
      }
    }
    expect((await get('anon', `${detail}&maskingYN=N`)).status).toBe(401);
  });

  it('001 §7 readingActivitesJoin maskingYN: readingMarathon schoolList and recommendList', async () => {
    for (const url of ['/readingMarathon/schoolList', '/readingMarathon/recommendList']) {
      await acceptsMaskingYn('student4', url);
      for (const who of ['anon', 'student4'] as const) {
        const plain = await get(who, `${url}?pageSize=50`);
        const n = await get(who, `${url}?pageSize=50&maskingYN=N`);
        const y = await get(who, `${url}?pageSize=50&maskingYN=Y`);
        if (plain.status !== 200) continue;
        // N is the rule's answer as it stands; Y only ever adds masking.
        expect(n.body.data).toEqual(plain.body.data);
        for (const m of y.body.data.list as { makerKey: number | null; mineYn?: string; myMakeYN?: string }[])
          if (m.myMakeYN !== 'Y') expect(m.makerKey).toBeNull();
      }
    }
  });
});
