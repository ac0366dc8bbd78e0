import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { normaliseKeyword, periodStart, startOfKoreanDay } from './keywords.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const aggkw = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/alpasq/api/search/aggkw', payload, headers });

describe('keyword log to popular keywords', () => {
  it('counts logged searches into today’s top list, most searched first', async () => {
    for (let i = 0; i < 3; i++)
      expect((await aggkw({ searchKeyword: '공룡', searchType: 'all' })).statusCode).toBe(200);
    await aggkw({ searchKeyword: '  우주  ', searchType: 'all' });
    await aggkw({ searchKeyword: '우주' });
    await aggkw({ searchKeyword: '마법' });
    const res = await t.app.inject({ url: '/alpasq/api/keyword/best?type=D' });
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().data;
    expect(list.slice(0, 3)).toEqual([
      { rank: 1, keyword: '공룡', searchCount: 3 },
      { rank: 2, keyword: '우주', searchCount: 2 },
      { rank: 3, keyword: '마법', searchCount: 1 },
    ]);
    expect(totalCount).toBe(list.length);
  });

  it('keeps a school’s list to searches made on that school’s site', async () => {
    await aggkw({ searchKeyword: '고양이', neisCode: '7130102' });
    await aggkw({ searchKeyword: '고양이', neisCode: '7130102' });
    await aggkw({ searchKeyword: '강아지', neisCode: '7201044' });
    const res = await t.app.inject({ url: '/alpasq/api/keyword/best?type=D&neisCode=7130102' });
    expect(res.json().data.list).toEqual([{ rank: 1, keyword: '고양이', searchCount: 2 }]);
  });

  it('answers at most 10 keywords', async () => {
    const words = [
      '우주',
      '마법',
      '한국사',
      '역사',
      '과학',
      '수학',
      '여행',
      '사랑',
      '친구',
      '학교',
      '그림',
      '나무',
    ];
    for (const word of words) await aggkw({ searchKeyword: word });
    const res = await t.app.inject({ url: '/alpasq/api/keyword/best' });
    expect(res.json().data.list).toHaveLength(10);
  });

  it('stores the Authorization header only as a digest', async () => {
    await aggkw({ searchKeyword: '비밀' }, { authorization: 'Bearer secret-token-123' });
    const { rows } = await t.database.query(
      `select member_ref from search.keyword_log where keyword = '비밀'`,
    );
    expect(rows[0]!.member_ref).toMatch(/^[0-9a-f]{64}$/);
    const { rows: leaked } = await t.database.query(
      `select count(*)::int as n from search.keyword_log where member_ref like '%secret%'`,
    );
    expect(leaked[0]!.n).toBe(0);
  });

  it('does not log a blocked term and says so', async () => {
    const res = await aggkw({ searchKeyword: '도박 게임' });
    expect(res.json()).toEqual({ status: 'OK', message: '', data: { logged: false } });
  });

  it('answers 400 for an empty keyword and for a bad type', async () => {
    const empty = await aggkw({ searchKeyword: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('검색어를 입력해주세요.');
    const bad = await t.app.inject({ url: '/alpasq/api/keyword/best?type=X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('type: D, W, M 중 하나여야 합니다.');
  });

  it('logs a search that found no book, and an ISBN, without listing them', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await aggkw({ searchKeyword: '헤리포터없는책', neisCode: '7010057' })).json().data.logged).toBe(
        true,
      );
      await aggkw({ searchKeyword: '9788936434120', neisCode: '7010057' });
    }
    await aggkw({ searchKeyword: '역사', neisCode: '7010057' });
    const res = await t.app.inject({ url: '/alpasq/api/keyword/best?type=D&neisCode=7010057' });
    expect(res.json().data.list).toEqual([{ rank: 1, keyword: '역사', searchCount: 1 }]);
    const { rows } = await t.database.query(
      `select count(*)::int as n from search.keyword_log where neis_code = '7010057' and not listable`,
    );
    expect(rows[0]!.n).toBe(10);
  });

  it('keeps the consonants typed for a 초성 search, not conjoining jamo', async () => {
    expect(normaliseKeyword('ㅎㄱㅅ')).toBe('\u314e\u3131\u3145');
    expect(normaliseKeyword('ＨＡＲＲＹ ㅏ')).toBe('harry \u314f');
    await aggkw({ searchKeyword: 'ㅎㄱㅅ', neisCode: '7130165' });
    const res = await t.app.inject({ url: '/alpasq/api/keyword/best?type=D&neisCode=7130165' });
    expect(res.json().data.list).toEqual([{ rank: 1, keyword: 'ㅎㄱㅅ', searchCount: 1 }]);
    expect([...res.json().data.list[0].keyword].map((c) => c.codePointAt(0))).toEqual([
      0x314e, 0x3131, 0x3145,
    ]);
  });

  it('never lists a term blocked after it was searched, nationwide or by the school', async () => {
    await aggkw({ searchKeyword: '나무', neisCode: '7201044' });
    await aggkw({ searchKeyword: '바다', neisCode: '7201044' });
    await aggkw({ searchKeyword: '엄마', neisCode: '7201044' });
    const listed = async () =>
      (await t.app.inject({ url: '/alpasq/api/keyword/best?type=D&neisCode=7201044' }))
        .json()
        .data.list.map((k: { keyword: string }) => k.keyword);
    expect(await listed()).toEqual(expect.arrayContaining(['나무', '바다', '엄마']));
    await t.database.query(
      `insert into search.keyword_block (keyword, neis_code) values ('바다', '7201044')`,
    );
    await t.database.query(`insert into search.keyword_block (keyword, neis_code) values ('엄 마', '')`);
    // Rows written in SQL, not through /keyword/block/add: the writer tells every process (decision 160).
    await t.database.query(`select pg_notify('read_cache', 'keyword-best')`);
    await expect.poll(listed).not.toContain('바다');
    const after = await listed();
    expect(after).toContain('나무');
    expect(after).not.toContain('바다');
    expect(after).not.toContain('엄마');
  });

  it('starts the day at midnight in Korea', () => {
    expect(startOfKoreanDay(new Date('2026-11-21T14:59:00Z')).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(startOfKoreanDay(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(periodStart('W', new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-15T15:00:00.000Z');
  });
});

describe('block lists', () => {
  it('lists nationwide blocked terms, plus a school’s own with neisCode', async () => {
    await t.database.query(
      `insert into search.keyword_block (keyword, neis_code) values ('시험지', '7130102')`,
    );
    const all = (await t.app.inject({ url: '/alpasq/api/keyword/block/list' })).json().data.list;
    expect(all).toEqual(expect.arrayContaining([{ keyword: '도박' }]));
    expect(all).not.toContainEqual({ keyword: '시험지' });
    const school = (await t.app.inject({ url: '/alpasq/api/keyword/block/list?neisCode=7130102' })).json()
      .data.list;
    expect(school).toContainEqual({ keyword: '시험지' });
  });

  it('answers the banned word list as data itself', async () => {
    const res = await t.app.inject({ url: '/schome/service/block/words' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.data).toEqual(expect.arrayContaining(['병신']));
  });
});

describe('GET /dls/api/inter-library-loan/group/list', () => {
  it('answers the school’s district group with its member libraries', async () => {
    const res = await t.app.inject({
      url: '/dls/api/inter-library-loan/group/list?provCode=B10&neisCode=7130102',
    });
    expect(res.statusCode).toBe(200);
    const [group] = res.json().data.list;
    expect(group.groupName).toBe('서울 송파구 상호대차');
    expect(group.members.map((m: { neisCode: string }) => m.neisCode)).toEqual(
      expect.arrayContaining(['7130102', '7130165', '7010057']),
    );
    expect(group.memberCount).toBe(group.members.length);
  });

  it('lists every group of a region, and refuses a call with neither code', async () => {
    const res = await t.app.inject({ url: '/dls/api/inter-library-loan/group/list?provCode=T10' });
    expect(res.json().data.totalCount).toBeGreaterThan(0);
    for (const g of res.json().data.list) expect(g.provCode).toBe('T10');
    const none = await t.app.inject({ url: '/dls/api/inter-library-loan/group/list' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('provCode: 지역 코드 또는 학교 코드(neisCode)가 필요합니다.');
  });
});

describe('recommendation calls', () => {
  it('ranks the most loaned books for middle and high schools from the teen loans', async () => {
    const res = await t.app.inject({ url: '/alpasq/api/recommend/best?schLevelCode=03&display=5' });
    const { list } = res.json().data;
    expect(list).toHaveLength(5);
    expect(list[0].rank).toBe(1);
    for (let i = 1; i < list.length; i++) expect(list[i - 1].count).toBeGreaterThanOrEqual(list[i].count);
  });

  it('recommends children’s titles to elementary schools', async () => {
    const res = await t.app.inject({ url: '/alpasq/api/recommend/best?schLevelCode=01' });
    expect(res.json().data.list[0].isbn).toBeNull();
    expect(res.json().data.list).toHaveLength(10);
  });

  it('recommends books a school holds most copies of', async () => {
    const res = await t.app.inject({ url: '/alpasq/api/recommend/books?provCode=B10&neisCode=7130102' });
    const { list } = res.json().data;
    expect(list.length).toBeGreaterThan(0);
    const { rows } = await t.database.query(
      `select count(*)::int as n from search.holding where lib_code = 'LIB7130102' and book_key = ${list[0].bookKey} and status <> 'LOST'`,
    );
    expect(rows[0]!.n).toBe(list[0].count);
  });

  it('answers catalogue and search statistics', async () => {
    const res = await t.app.inject({ url: '/alpasq/api/recommend/users/statistics' });
    const data = res.json().data;
    // 1,016 ranked books, 1,000 children's titles, 42 classics (decision 240).
    expect(data.bookCount).toBe(2058);
    expect(data.holdingCount).toBeGreaterThan(data.onLoanCount);
    expect(data.todaySearchCount).toBeGreaterThan(0);
  });

  it('answers 400 for a bad school level', async () => {
    const res = await t.app.inject({ url: '/alpasq/api/recommend/best?schLevelCode=09' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('schLevelCode: 01, 02, 03 중 하나여야 합니다.');
  });
});
