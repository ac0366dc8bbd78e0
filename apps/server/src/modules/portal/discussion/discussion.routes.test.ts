import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingDiscussion';
type Headers = Record<string, string>;
const who: Record<string, Headers> = {};
const keys: Record<string, number> = {};

async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
const api = (method: 'GET' | 'POST', path: string, id: string, payload?: object) =>
  call(method, `${BASE}${path}`, who[id], payload);
const comment = (id: string, roomKey: number, body: object) =>
  call('POST', '/schome/service/comment/write', who[id], {
    targetType: 'discussion',
    targetKey: String(roomKey),
    ...body,
  });
const comments = (id: string, roomKey: number) =>
  call('GET', `/schome/service/comment/list?targetType=discussion&targetKey=${roomKey}`, who[id]);

const shift = (days: number) => {
  const d = new Date(`${koreaDate(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const room = {
  title: '동물농장 찬반 토론',
  question: '나폴레옹의 규칙 바꾸기는 농장을 위한 것이었을까?',
  bookTitle: '동물농장',
  bookAuthor: '조지 오웰',
  requestType: 'Y',
  scopeCode: 'national',
  maskingYn: 'Y',
  startDate: shift(-1),
  endDate: shift(7),
};

beforeAll(async () => {
  for (const id of ['student1', 'student5', 'teacher1', 'teacher2', 'student4', 'teacher4']) {
    const login = await loginAs(t.app, id);
    who[id] = login.headers;
    keys[id] = login.data.memberKey;
  }
});
async function opened(extra: object = {}) {
  const saved = await api('POST', '/save', 'teacher1', { ...room, ...extra });
  expect(saved.status).toBe(200);
  return saved.body.data.roomKey as number;
}

describe('discussion rooms', () => {
  it('lets a teacher open a pro/con room, and refuses students and pending teachers (403)', async () => {
    const saved = await api('POST', '/save', 'teacher1', room);
    expect(saved.body.message).toBe('토론방이 저장되었습니다.');
    for (const id of ['student1', 'teacher2']) {
      const res = await api('POST', '/save', id, room);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('선생님만 토론방을 열 수 있습니다.');
    }
    const period = await api('POST', '/save', 'teacher1', { ...room, endDate: shift(-3) });
    expect(period.status).toBe(400);
    expect(period.body.message).toBe('endDate: 마치는 날은 시작하는 날 이후여야 합니다.');
    const detail = await api('GET', `/detail?roomKey=${saved.body.data.roomKey}`, 'student1');
    expect(detail.body.data).toMatchObject({ stateCode: 'open', requestType: 'Y', canManageYn: 'N' });
    expect(
      (await api('GET', `/detail?roomKey=${saved.body.data.roomKey}`, 'teacher1')).body.data.canManageYn,
    ).toBe('Y');
  });

  it('takes opinions on a side in a pro/con room, and none without one', async () => {
    const key = await opened();
    const noSide = await comment('student1', key, { content: '잘 모르겠어요' });
    expect(noSide.status).toBe(400);
    expect(noSide.body.message).toBe('sideCode: 입장을 선택해주세요.');
    const pro = await comment('student1', key, {
      sideCode: 'pro',
      content: '모두를 위한 규칙이었다고 생각해요.',
    });
    expect(pro.status).toBe(200);
    const reply = await comment('student5', key, {
      parentKey: pro.body.data.commentKey,
      content: '정말 그럴까요?',
    });
    expect(reply.status).toBe(200);
    const list = await comments('student5', key);
    expect(list.body.data.sideCounts.pro).toBe(1);
    expect(list.body.data.list[0].replyList).toHaveLength(1);
    expect((await api('GET', `/detail?roomKey=${key}`, 'student1')).body.data.commentCount).toBe(2);
  });

  it('takes opinions without a side in a general room', async () => {
    const key = await opened({ requestType: 'N' });
    const side = await comment('student1', key, { sideCode: 'pro', content: '찬성' });
    expect(side.status).toBe(400);
    expect((await comment('student1', key, { content: '돼지들이 점점 사람처럼 변해요.' })).status).toBe(200);
  });

  it('masks the names of another school’s readers on the server, and a room’s maskingYn N unmasks nothing', async () => {
    const key = await opened();
    await comment('student1', key, { sideCode: 'con', content: '규칙은 돼지들만을 위한 것이었어요.' });
    const other = await comments('student4', key);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('김하늘');
    expect(other.text).toContain('김*늘');
    const unmasked = await opened({ maskingYn: 'N' });
    await comment('student1', unmasked, { sideCode: 'pro', content: '이름을 공개해도 괜찮아요.' });
    // Decision 230: maskingYn only ever adds masking; the room's teacher still reads the name whole.
    expect((await comments('student4', unmasked)).text).not.toContain('김하늘');
    expect((await comments('teacher1', unmasked)).text).toContain('김하늘');
  });

  it('lets other schools read a nationwide room but not write in it (403), and hides a school room (404)', async () => {
    const national = await opened();
    const write = await comment('student4', national, { sideCode: 'pro', content: '저도 참여할래요' });
    expect(write.status).toBe(403);
    const schoolRoom = await opened({ scopeCode: 'school' });
    expect((await api('GET', `/detail?roomKey=${schoolRoom}`, 'student4')).status).toBe(404);
    expect((await comments('student4', schoolRoom)).status).toBe(404);
    const list = await api('GET', '/list', 'student4');
    expect(list.body.data.list.some((r: { roomKey: number }) => r.roomKey === national)).toBe(true);
    expect(list.body.data.list.some((r: { roomKey: number }) => r.roomKey === schoolRoom)).toBe(false);
  });

  it('lets the room’s teacher hide, pin and summarise, and refuses a student (403)', async () => {
    const key = await opened();
    const c = await comment('student5', key, { sideCode: 'con', content: '주제와 관계없는 이야기' });
    const commentKey = c.body.data.commentKey;
    const byStudent = await call('POST', '/schome/service/comment/hide', who.student1, {
      commentKey,
      hiddenYn: 'Y',
    });
    expect(byStudent.status).toBe(403);
    expect(
      (await call('POST', '/schome/service/comment/hide', who.teacher4, { commentKey, hiddenYn: 'Y' }))
        .status,
    ).toBe(403);
    const hidden = await call('POST', '/schome/service/comment/hide', who.teacher1, {
      commentKey,
      hiddenYn: 'Y',
    });
    expect(hidden.status).toBe(200);
    expect((await api('POST', '/summary', 'student1', { roomKey: key, summary: '정리' })).status).toBe(403);
    const summary = await api('POST', '/summary', 'teacher1', {
      roomKey: key,
      summary: '찬성 2, 반대 1. 규칙의 목적을 두고 의견이 갈렸어요.',
    });
    expect(summary.body.message).toBe('토론 정리를 저장했습니다.');
    expect((await api('GET', `/detail?roomKey=${key}`, 'student1')).body.data.summary).toContain(
      '의견이 갈렸어요',
    );
  });

  it('refuses opinions before the start and after the end or close (409)', async () => {
    const later = await opened({ startDate: shift(2), endDate: shift(5) });
    const early = await comment('student1', later, { sideCode: 'pro', content: '먼저 쓸래요' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('아직 시작하지 않은 토론입니다.');
    const key = await opened();
    expect((await api('POST', '/close', 'teacher1', { roomKey: key })).status).toBe(200);
    const late = await comment('student1', key, { sideCode: 'pro', content: '늦었어요' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('토론이 끝나 의견을 쓸 수 없습니다.');
    expect((await api('POST', '/close', 'teacher1', { roomKey: key })).status).toBe(409);
  });

  it('counts an opinion for badge 04 once per room, and refuses a banned word', async () => {
    const badgeCount = async () => {
      const url = `/schome/service/mypage/badgestatus/list?memberKey=${keys.student5}`;
      const list = (await call('GET', url, who.student5)).body.data.list;
      return list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '04').activityCount as number;
    };
    const before = await badgeCount();
    const key = await opened();
    await comment('student5', key, { sideCode: 'pro', content: '첫 의견' });
    await comment('student5', key, { sideCode: 'con', content: '두 번째 의견' });
    expect(await badgeCount()).toBe(before + 1);
    const banned = await comment('student1', key, { sideCode: 'pro', content: '병신 같은 규칙' });
    expect(banned.status).toBe(400);
    expect(banned.body.message).toBe('병신은 사용할 수 없는 단어입니다.');
    expect((await api('POST', '/save', 'teacher1', { ...room, title: '병신' })).status).toBe(400);
  });

  it('knows a room by one spelling of its key: "020" is refused, no hidden thread and no second badge', async () => {
    const badgeCount = async () => {
      const url = `/schome/service/mypage/badgestatus/list?memberKey=${keys.student5}`;
      const list = (await call('GET', url, who.student5)).body.data.list;
      return list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '04').activityCount as number;
    };
    const key = await opened();
    await comment('student5', key, { sideCode: 'pro', content: '첫 의견' });
    const before = await badgeCount();
    for (const spelling of [`0${key}`, `00${key}`, ` ${key}`, `+${key}`, `${key}.0`]) {
      const write = await call('POST', '/schome/service/comment/write', who.student5, {
        targetType: 'discussion',
        targetKey: spelling,
        sideCode: 'pro',
        content: '다른 철자로 쓴 의견',
      });
      expect(write.status, spelling).toBe(spelling === ` ${key}` ? 200 : 400);
      if (write.status === 400) expect(write.body.message).toBe('targetKey: 대상 번호가 올바르지 않습니다.');
      const list = await call(
        'GET',
        `/schome/service/comment/list?targetType=discussion&targetKey=${encodeURIComponent(spelling)}`,
        who.teacher1,
      );
      expect(list.status, spelling).toBe(spelling === ` ${key}` ? 200 : 400);
    }
    expect(await badgeCount()).toBe(before);
    // Every opinion the room took is in the one thread its teacher moderates.
    const thread = (await comments('teacher1', key)).body.data;
    expect(thread.list.map((c: { content: string }) => c.content).sort()).toEqual(
      ['다른 철자로 쓴 의견', '첫 의견'].sort(),
    );
  });
});
