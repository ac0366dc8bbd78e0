import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const BASE = '/schome/service/readingActivitesJoin/readingNewsgroup';
type Headers = Record<string, string>;
const who: Record<string, Headers> = {};

async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
const api = (method: 'GET' | 'POST', path: string, id: string, payload?: object) =>
  call(method, `${BASE}${path}`, who[id], payload);
const topic = {
  title: '해리 포터에서 가장 용감한 인물은?',
  bookTitle: '해리 포터와 마법사의 돌',
  bookAuthor: 'J.K. 롤링',
  content: '네빌이 친구들을 막아선 장면이 가장 용감했다고 생각해요. 여러분은요?',
};

beforeAll(async () => {
  for (const id of ['student1', 'student5', 'teacher1', 'student4', 'teacher4'])
    who[id] = (await loginAs(t.app, id)).headers;
});

describe('reading newsgroups', () => {
  it('shows a topic to every school with the writer’s name masked by the one rule', async () => {
    const saved = await api('POST', '/save', 'student1', topic);
    expect(saved.body.message).toBe('주제가 등록되었습니다.');
    const key = saved.body.data.topicKey;
    const other = await api('GET', '/list', 'student4');
    expect(other.text).not.toContain('김하늘');
    const mine = other.body.data.list.find((x: { topicKey: number }) => x.topicKey === key);
    expect(mine.writerName).toBe('김*늘');
    // A classmate reads it masked too (decision 230); the writer reads it whole.
    expect((await api('GET', `/detail?topicKey=${key}`, 'student5')).body.data.writerName).toBe('김*늘');
    expect((await api('GET', `/detail?topicKey=${key}`, 'student1')).body.data.writerName).toBe('김하늘');
    const answer = await call('POST', '/schome/service/comment/write', who.student4, {
      targetType: 'newsgroup',
      targetKey: String(key),
      content: '저는 헤르미온느요!',
    });
    expect(answer.status).toBe(200);
    const answers = await call(
      'GET',
      `/schome/service/comment/list?targetType=newsgroup&targetKey=${key}`,
      who.student1,
    );
    expect(answers.text).not.toContain('오하린');
    expect(answers.text).toContain('오*린');
    expect((await call('GET', `${BASE}/list`)).status).toBe(401);
  });

  it('lets the writer’s school teacher hide a topic, and refuses students and other schools (403)', async () => {
    const key = (await api('POST', '/save', 'student1', topic)).body.data.topicKey;
    expect((await api('POST', '/hide', 'student5', { topicKey: key, hiddenYn: 'Y' })).status).toBe(403);
    expect((await api('POST', '/hide', 'teacher4', { topicKey: key, hiddenYn: 'Y' })).status).toBe(403);
    expect((await api('POST', '/hide', 'teacher1', { topicKey: key, hiddenYn: 'Y' })).status).toBe(200);
    expect((await api('GET', `/detail?topicKey=${key}`, 'student4')).status).toBe(404);
    expect((await api('GET', `/detail?topicKey=${key}`, 'student1')).body.data.statusCode).toBe('hidden');
  });

  it('lets only the writer edit or delete, and refuses a banned word', async () => {
    const key = (await api('POST', '/save', 'student1', topic)).body.data.topicKey;
    expect((await api('POST', '/save', 'student5', { ...topic, topicKey: key })).status).toBe(403);
    expect((await api('POST', '/delete', 'student4', { topicKey: key })).status).toBe(403);
    expect((await api('POST', '/delete', 'student1', { topicKey: key })).status).toBe(200);
    const banned = await api('POST', '/save', 'student1', { ...topic, content: '병신' });
    expect(banned.status).toBe(400);
    expect(banned.body.message).toBe('병신은 사용할 수 없는 단어입니다.');
  });
});
