import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/balanceGame';
type Headers = Record<string, string>;
const who: Record<string, Headers> = {};
const keys: Record<string, number> = {};

async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const api = (method: 'GET' | 'POST', path: string, id: string, payload?: object) =>
  call(method, `${BASE}${path}`, who[id], payload);

const proposal = {
  title: '어린 왕자라면 어느 별에 살고 싶을까?',
  bookTitle: '어린 왕자',
  bookAuthor: '생텍쥐페리',
  optionA: '장미가 있는 B-612',
  optionB: '여우가 사는 지구',
};

beforeAll(async () => {
  for (const id of ['student1', 'student5', 'teacher1', 'teacher2', 'student4', 'teacher4']) {
    const login = await loginAs(t.app, id);
    who[id] = login.headers;
    keys[id] = login.data.memberKey;
  }
});

async function proposed() {
  const saved = await api('POST', '/save', 'student1', proposal);
  expect(saved.status).toBe(200);
  return saved.body.data.balanceKey as number;
}
async function opened() {
  const key = await proposed();
  expect((await api('POST', '/approve', 'teacher1', { balanceKey: key, approveYn: 'Y' })).status).toBe(200);
  return key;
}

describe('balance game approval', () => {
  it('keeps a student’s proposal awaiting (01) until a teacher of the school approves it (02)', async () => {
    const saved = await api('POST', '/save', 'student1', proposal);
    expect(saved.body).toMatchObject({ message: '등록되었습니다. 선생님이 승인하면 투표가 시작됩니다.' });
    expect(saved.body.data.statusCode).toBe('01');
    const key = saved.body.data.balanceKey;
    const classmate = await api('GET', '/list?statusCode=01', 'student5');
    expect(classmate.body.data.list.some((g: { balanceKey: number }) => g.balanceKey === key)).toBe(false);
    expect((await api('GET', `/detail?balanceKey=${key}`, 'student5')).status).toBe(404);
    const queue = await api('GET', '/list?statusCode=01', 'teacher1');
    expect(queue.body.data.list.some((g: { balanceKey: number }) => g.balanceKey === key)).toBe(true);
    const voteEarly = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'A' });
    expect(voteEarly.status).toBe(409);
    expect(voteEarly.body.message).toBe('아직 투표가 시작되지 않았습니다.');
    const approved = await api('POST', '/approve', 'teacher1', { balanceKey: key, approveYn: 'Y' });
    expect(approved.body).toMatchObject({
      message: '승인되었습니다. 투표가 시작됩니다.',
      data: { statusCode: '02' },
    });
    const again = await api('POST', '/approve', 'teacher1', { balanceKey: key, approveYn: 'Y' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('승인을 기다리는 밸런스 게임이 아닙니다.');
    const open = await api('GET', '/list', 'student5');
    expect(open.body.data.list.some((g: { balanceKey: number }) => g.balanceKey === key)).toBe(true);
  });

  it('refuses approval by a student, a pending teacher and another school’s teacher', async () => {
    const key = await proposed();
    for (const id of ['student1', 'student5', 'teacher2']) {
      const res = await api('POST', '/approve', id, { balanceKey: key, approveYn: 'Y' });
      expect([403, 404]).toContain(res.status);
      if (id === 'student5') expect(res.status).toBe(404);
    }
    const student = await api('POST', '/approve', 'student1', { balanceKey: key, approveYn: 'Y' });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('선생님만 이용할 수 있습니다.');
    expect((await api('POST', '/approve', 'teacher4', { balanceKey: key, approveYn: 'Y' })).status).toBe(404);
    expect((await api('POST', '/close', 'student1', { balanceKey: key })).status).toBe(403);
  });

  it('returns a proposal with a reason (04), which the writer edits back to awaiting (01)', async () => {
    const key = await proposed();
    const noReason = await api('POST', '/approve', 'teacher1', { balanceKey: key, approveYn: 'N' });
    expect(noReason.status).toBe(400);
    const returned = await api('POST', '/approve', 'teacher1', {
      balanceKey: key,
      approveYn: 'N',
      returnReason: '선택지를 조금 더 구체적으로 써 주세요.',
    });
    expect(returned.body.data.statusCode).toBe('04');
    const detail = await api('GET', `/detail?balanceKey=${key}`, 'student1');
    expect(detail.body.data).toMatchObject({
      returnReason: '선택지를 조금 더 구체적으로 써 주세요.',
      canEditYn: 'Y',
    });
    const edited = await api('POST', '/save', 'student1', {
      ...proposal,
      balanceKey: key,
      optionA: '장미와 함께 B-612',
    });
    expect(edited.body.data.statusCode).toBe('01');
    expect((await api('POST', '/save', 'student5', { ...proposal, balanceKey: key })).status).toBe(404);
  });

  it('opens a teacher’s own game at once, and lets only that school’s teachers close it', async () => {
    const saved = await api('POST', '/save', 'teacher1', proposal);
    expect(saved.body.data.statusCode).toBe('02');
    const key = saved.body.data.balanceKey;
    expect((await api('POST', '/close', 'teacher1', { balanceKey: key })).body.data.statusCode).toBe('03');
    expect((await api('POST', '/close', 'teacher1', { balanceKey: key })).status).toBe(409);
    const edit = await api('POST', '/save', 'teacher1', { ...proposal, balanceKey: key });
    expect(edit.status).toBe(409);
  });
});

describe('balance game votes', () => {
  it('counts one vote per member, which may change while open, and shows the tally', async () => {
    const key = await opened();
    const first = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'A' });
    expect(first.body).toMatchObject({
      message: '투표했습니다.',
      data: { myChoice: 'A', tally: { countA: 1, total: 1 } },
    });
    const again = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'A' });
    expect(again.body.data.tally).toMatchObject({ countA: 1, countB: 0, total: 1 });
    const changed = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'B' });
    expect(changed.body.message).toBe('선택을 바꿨습니다.');
    expect(changed.body.data.tally).toMatchObject({ countA: 0, countB: 1, total: 1, percentB: 100 });
    await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'A' });
    const detail = await api('GET', `/detail?balanceKey=${key}`, 'student5');
    expect(detail.body.data).toMatchObject({
      myChoice: 'A',
      voteCount: 2,
      tally: { countA: 1, countB: 1, total: 2, percentA: 50, percentB: 50 },
    });
  });

  it('refuses a vote after close with 409 and keeps the tally', async () => {
    const key = await opened();
    await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'B' });
    await api('POST', '/close', 'teacher1', { balanceKey: key });
    const late = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'A' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('투표가 마감된 밸런스 게임입니다.');
    const change = await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'A' });
    expect(change.status).toBe(409);
    const detail = await api('GET', `/detail?balanceKey=${key}`, 'student1');
    expect(detail.body.data.tally).toMatchObject({ countA: 0, countB: 1 });
    const closed = await api('GET', '/list?statusCode=03', 'student1');
    expect(closed.body.data.list.some((g: { balanceKey: number }) => g.balanceKey === key)).toBe(true);
  });

  it('hides a school’s game from other schools (404) and refuses a vote without login (401)', async () => {
    const key = await opened();
    expect((await api('POST', '/vote', 'student4', { balanceKey: key, choice: 'A' })).status).toBe(404);
    expect((await call('POST', `${BASE}/vote`, {}, { balanceKey: key, choice: 'A' })).status).toBe(401);
    const bad = await api('POST', '/vote', 'student1', { balanceKey: key, choice: 'C' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('choice: A 또는 B를 골라주세요.');
  });

  it('counts a vote for badge 06 once', async () => {
    const key = await opened();
    await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'A' });
    await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'B' });
    const badges = await call(
      'GET',
      `/schome/service/mypage/badgestatus/list?memberKey=${keys.student5}`,
      who.student5,
    );
    const balance = badges.body.data.list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '06');
    expect(balance.activityCount).toBeGreaterThanOrEqual(1);
    const before = balance.activityCount;
    await api('POST', '/vote', 'student5', { balanceKey: key, choice: 'A' });
    const after = await call(
      'GET',
      `/schome/service/mypage/badgestatus/list?memberKey=${keys.student5}`,
      who.student5,
    );
    expect(
      after.body.data.list.find((b: { badgeTypeCode: string }) => b.badgeTypeCode === '06').activityCount,
    ).toBe(before);
  });
});

describe('balance game reasons and banned words', () => {
  it('refuses a banned word in a proposal', async () => {
    const res = await api('POST', '/save', 'student1', { ...proposal, optionA: '병신 같은 별' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('병신은 사용할 수 없는 단어입니다.');
  });

  it('takes a reason on side A or B while open, and refuses one after close (409)', async () => {
    const key = await opened();
    const reason = await call('POST', '/schome/service/comment/write', who.student1, {
      targetType: 'balance',
      targetKey: String(key),
      sideCode: 'A',
      content: '장미를 돌봐 주고 싶어요.',
    });
    expect(reason.status).toBe(200);
    await api('POST', '/close', 'teacher1', { balanceKey: key });
    const late = await call('POST', '/schome/service/comment/write', who.student5, {
      targetType: 'balance',
      targetKey: String(key),
      sideCode: 'B',
      content: '여우가 좋아요.',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('마감된 밸런스 게임에는 이유를 쓸 수 없습니다.');
  });
});
