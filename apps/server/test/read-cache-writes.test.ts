import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { servedGet } from './served.ts';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * Decision 160, the paths added with the hot read path's second pass: home sections forget on every notice
 * write, the shared recommendation lists on theirs; a member's list is never the visitor's (or another
 * member's); a cached answer is sent as stored bytes, compressed once per encoding.
 */
const t = useTestApp();
type Session = Awaited<ReturnType<typeof loginAs>>;
let operator: Session;
let teacher: Session;
let student: Session;
let otherSchoolStudent: Session;
beforeAll(async () => {
  operator = await loginAs(t.app, 'operator1');
  teacher = await loginAs(t.app, 'teacher1');
  student = await loginAs(t.app, 'student1');
  otherSchoolStudent = await loginAs(t.app, 'student4');
});

// Over a socket: a stored answer comes from the front door (decision 212), as for a real client.
const get = servedGet(() => t.app);
const post = (url: string, who: Session, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: who.headers });

const SECTIONS = '/schome/service/main/home/sections';
const noticeTitles = async () =>
  (await get(SECTIONS)).json().data.notices.map((n: { title: string }) => n.title) as string[];

describe('home sections', () => {
  it('show a notice as soon as it is written, hidden or deleted (every staff write of a notice)', async () => {
    const before = await get(SECTIONS);
    expect(before.json().data.notices.length).toBeGreaterThan(0);
    const saved = await post('/schome/service/community/board/save', operator, {
      boardCode: 'notice',
      title: '캐시 무효화 공지',
      content: '<p>본문입니다.</p>',
    });
    expect(saved.statusCode).toBe(200);
    const postKey = saved.json().data.postKey as number;
    const after = await get(SECTIONS, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.notices[0].title).toBe('캐시 무효화 공지');

    const edit = await post('/schome/service/community/board/save', operator, {
      boardCode: 'notice',
      postKey,
      title: '고친 캐시 공지',
      content: '<p>본문입니다.</p>',
    });
    expect(edit.statusCode).toBe(200);
    expect(await noticeTitles()).toContain('고친 캐시 공지');

    const community = (url: string, payload: object) =>
      post(`/schome/service/community${url}`, operator, { postKey, ...payload });
    expect((await community('/board/hide', { hiddenYn: 'Y' })).statusCode).toBe(200);
    expect(await noticeTitles()).not.toContain('고친 캐시 공지');
    expect((await community('/board/hide', { hiddenYn: 'N' })).statusCode).toBe(200);
    expect(await noticeTitles()).toContain('고친 캐시 공지');
    expect((await community('/board/schedule', { startDate: '2099-01-01', endDate: null })).statusCode).toBe(
      200,
    );
    expect(await noticeTitles()).not.toContain('고친 캐시 공지');
    expect((await community('/board/schedule', { startDate: null, endDate: null })).statusCode).toBe(200);
    expect(await noticeTitles()).toContain('고친 캐시 공지');
    expect((await community('/board/delete', {})).statusCode).toBe(200);
    expect(await noticeTitles()).not.toContain('고친 캐시 공지');
  });
});

const CENTER = '/schome/service/recommendbook/centerRecommendBook/list';
const SPEC_CENTER = '/service/recommendbook/centerRecommendBook/list';
const PICKS = '/schome/service/recommendbook/student-teacher/list?memberTypeCode=02';

describe('recommendation lists', () => {
  it("show the operator's new themed list to visitors at once, at both addresses", async () => {
    const before = await get(CENTER);
    expect(before.headers.etag).toBeDefined();
    expect((await get(SPEC_CENTER)).json().data.list[0].title).toBe(before.json().data.list[0].title);
    const saved = await post('/schome/service/recommendbook/centerRecommendBook/save', operator, {
      title: '캐시가 잊는 목록',
      description: '새 목록은 바로 보입니다.',
      bookKeys: [1, 2],
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(CENTER, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.list[0].title).toBe('캐시가 잊는 목록');
    expect((await get(SPEC_CENTER)).json().data.list[0].title).toBe('캐시가 잊는 목록');
  });

  it("show a teacher's pick to visitors at once and forget it when it is deleted", async () => {
    const keysOf = async () =>
      (await get(PICKS)).json().data.list.map((p: { recommendKey: number }) => p.recommendKey) as number[];
    const before = await keysOf();
    const saved = await post('/schome/service/recommendbook/student-teacher/save', teacher, {
      bookKey: 4,
      reason: '캐시가 바로 보여 주는 추천입니다.',
    });
    expect(saved.statusCode).toBe(200);
    const recommendKey = saved.json().data.recommendKey as number;
    expect(await keysOf()).toEqual([recommendKey, ...before]);
    const deleted = await post('/schome/service/recommendbook/student-teacher/delete', teacher, {
      recommendKey,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await keysOf()).toEqual(before);
  });

  it('answer the popular books fresh after the rankings change (NOTIFY read_cache, recommend-best)', async () => {
    const url = '/alpasq/api/recommend/best?schLevelCode=01&display=3';
    const first = (await get(url)).json().data.list[0];
    const title = first.title as string;
    const { db } = t.database;
    await db.execute(
      sql`update search.book set title = ${`${title} (개정판)`} where book_key = ${first.bookKey}`,
    );
    try {
      // An import changes these rows outside the API and tells every process.
      await db.execute(sql`select pg_notify('read_cache', 'recommend-best')`);
      await expect.poll(async () => (await get(url)).json().data.list[0].title).toBe(`${title} (개정판)`);
    } finally {
      await db.execute(sql`update search.book set title = ${title} where book_key = ${first.bookKey}`);
      await db.execute(sql`select pg_notify('read_cache', 'recommend-best')`);
    }
  });

  it("never give a member's list (their school's copies) to a visitor or to another member", async () => {
    for (const url of [CENTER, PICKS]) {
      const visitor = await get(url);
      expect(visitor.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(visitor.json().data.schoolName ?? null).toBeNull();
      const mine = await get(url, student.headers);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers.etag).toBeUndefined();
      const theirs = await get(url, otherSchoolStudent.headers);
      expect(theirs.headers['cache-control']).toBe('private, no-store');
      if (url === CENTER) {
        expect(mine.json().data.schoolName).toBeTruthy();
        expect(theirs.json().data.schoolName).toBeTruthy();
        expect(theirs.json().data.schoolName).not.toBe(mine.json().data.schoolName);
      }
      // After members asked, the visitor still gets the visitor's bytes.
      expect((await get(url)).body).toBe(visitor.body);
    }
  });
});

describe('stored bytes', () => {
  it('are sent compressed once per encoding, each with its own ETag, and revalidate across encodings', async () => {
    const plain = await get(SECTIONS);
    const br = await get(SECTIONS, { 'accept-encoding': 'gzip, br' });
    const gzip = await get(SECTIONS, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    const again = await get(SECTIONS, {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The security headers are on cached answers as on every other.
    expect(String(br.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the request log', () => {
  it("leaves out a cached read's fast answers and keeps its errors and every other request", async () => {
    const lines: { msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    });
    const logged = await buildApp({
      config: { logLevel: 'info', logPretty: false, webDist: '/nonexistent-web-dist' },
      database: { ...t.database, close: async () => {} },
      logStream,
    });
    await logged.ready();
    try {
      const urls = [
        '/schome/service/main/menu/list',
        '/schome/service/main/footer/detail?schKey=999999',
        '/alpasq/api/recommend/users/statistics',
      ];
      for (const url of [urls[0]!, urls[0]!, ...urls.slice(1)]) await logged.inject({ url });
      const completed = () =>
        lines.filter((l) => l.msg === 'request completed').map((l) => [l.req?.url, l.res?.statusCode]);
      // The line is written when the answer has gone (onResponse), just after inject resolves.
      await expect.poll(completed).toEqual([
        [urls[1], 404],
        [urls[2], 200],
      ]);
    } finally {
      await logged.close();
    }
  });
});
