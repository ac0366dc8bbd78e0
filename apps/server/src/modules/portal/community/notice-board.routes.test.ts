import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { data: { list: { title: string }[] } }) => body.data.list.map((n) => n.title);

describe('GET /schome/service/community/noticeBoard/list', () => {
  it('answers page 1 of 10 by default, with totalCount and totalPage, pinned first then newest', async () => {
    const { status, body } = await get('/schome/service/community/noticeBoard/list');
    expect(status).toBe(200);
    const { list, totalCount, totalPage, pageIndex, pageSize } = body.data;
    expect({ pageIndex, pageSize }).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(totalPage).toBe(Math.ceil(totalCount / 10));
    expect(list.length).toBe(Math.min(10, totalCount));
    expect(list[0]).toMatchObject({
      title: '개인정보 처리방침 개정 안내',
      pinnedYn: 'Y',
      noticeKey: list[0].postKey,
    });
    const unpinned = list
      .filter((n: { pinnedYn: string }) => n.pinnedYn === 'N')
      .map((n: { regDate: string }) => n.regDate);
    expect([...unpinned].sort().reverse()).toEqual(unpinned);
  });

  it('shows every-region notices for A10 and adds a region’s own for that region only', async () => {
    const all = titles((await get('/schome/service/community/noticeBoard/list?pageSize=100')).body);
    const seoul = titles(
      (await get('/schome/service/community/noticeBoard/list?provCode=B10&pageSize=100')).body,
    );
    const busan = titles(
      (await get('/schome/service/community/noticeBoard/list?provCode=C10&pageSize=100')).body,
    );
    expect(all).not.toContain('[서울] 학교도서관 독서교육 담당자 연수 안내');
    expect(seoul).toContain('[서울] 학교도서관 독서교육 담당자 연수 안내');
    expect(seoul).not.toContain('[부산] 부산 학생 독서토론 대회 참가 안내');
    expect(busan).toContain('[부산] 부산 학생 독서토론 대회 참가 안내');
    expect(seoul).toEqual(expect.arrayContaining(all));
  });

  it('filters by the popup school level (02 high, 03 middle) and by member type', async () => {
    const high = titles(
      (await get('/schome/service/community/noticeBoard/list?schGropCode=02&pageSize=100')).body,
    );
    const elementary = titles(
      (await get('/schome/service/community/noticeBoard/list?schGropCode=01&pageSize=100')).body,
    );
    expect(high).toContain('고등학생 진로 독서 프로그램 안내');
    expect(high).not.toContain('초등학생 여름방학 독서교실 안내');
    expect(elementary).toContain('초등학생 여름방학 독서교실 안내');
    const students = titles(
      (await get('/schome/service/community/noticeBoard/list?memberTypeCode=01&pageSize=100')).body,
    );
    const teachers = titles(
      (await get('/schome/service/community/noticeBoard/list?memberTypeCode=02&pageSize=100')).body,
    );
    expect(students).not.toContain('선생님께: 독서활동 관리 기능이 추가되었습니다');
    expect(teachers).toContain('선생님께: 독서활동 관리 기능이 추가되었습니다');
  });

  it('answers only popups with popupYn Y and only events with eventYn Y (EventNotice)', async () => {
    const popups = (await get('/schome/service/community/noticeBoard/list?popupYn=Y&pageSize=100')).body.data
      .list;
    expect(popups.length).toBeGreaterThan(0);
    expect(popups.every((n: { popupYn: string }) => n.popupYn === 'Y')).toBe(true);
    const events = (await get('/schome/service/community/noticeBoard/list?eventYn=Y&pageSize=100')).body.data
      .list;
    expect(events.map((n: { title: string }) => n.title)).toContain('2026 독서마라톤 참여 학교 모집');
    expect(events.every((n: { eventYn: string }) => n.eventYn === 'Y')).toBe(true);
  });

  it('never lists hidden, not-yet-started or expired notices to the public', async () => {
    const all = titles((await get('/schome/service/community/noticeBoard/list/all?pageSize=100')).body);
    expect(all).not.toContain('가을 독서 행사 안내 (작성 중)');
    expect(all).not.toContain('겨울방학 독서 챌린지 예고');
    expect(all).not.toContain('봄 독서 주간 행사 안내');
    expect(all).toContain('[서울] 학교도서관 독서교육 담당자 연수 안내');
  });

  it('searches title and body, and pages with pageIndex and pageSize', async () => {
    const byBody = titles(
      (
        await get(
          `/schome/service/community/noticeBoard/list/all?searchKeyword=${encodeURIComponent('배지가 발급')}`,
        )
      ).body,
    );
    expect(byBody).toEqual(['2026 독서마라톤 참여 학교 모집']);
    const byTitleOnly = (
      await get(
        `/schome/service/community/noticeBoard/list/all?searchType=title&searchKeyword=${encodeURIComponent('배지가 발급')}`,
      )
    ).body;
    expect(byTitleOnly.data.totalCount).toBe(0);
    const page2 = (await get('/schome/service/community/noticeBoard/list/all?pageIndex=2&pageSize=3')).body
      .data;
    const page1 = (await get('/schome/service/community/noticeBoard/list/all?pageIndex=1&pageSize=3')).body
      .data;
    expect(page2.pageIndex).toBe(2);
    expect(page2.list[0].postKey).not.toBe(page1.list[0].postKey);
    expect(page2.totalPage).toBe(Math.ceil(page2.totalCount / 3));
  });

  it('adds a school’s own notices with schKey', async () => {
    const { data: student } = await loginAs(t.app, 'student1');
    const list = titles(
      (await get(`/schome/service/community/noticeBoard/list?schKey=${student.schKey}&pageSize=100`)).body,
    );
    expect(list).toContain('서울가락초 도서관 여름방학 개방 안내');
    expect(titles((await get('/schome/service/community/noticeBoard/list?pageSize=100')).body)).not.toContain(
      '서울가락초 도서관 여름방학 개방 안내',
    );
  });

  it.each([
    ['pageSize=0', 'pageSize: 한 페이지에 1~100건을 볼 수 있습니다.'],
    ['pageIndex=abc', 'pageIndex: 페이지는 1 이상의 정수여야 합니다.'],
    ['provCode=Z99', 'provCode: 지역 코드가 올바르지 않습니다.'],
    ['searchKeyword=%01', 'searchKeyword: 입력값에 사용할 수 없는 문자가 있습니다.'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const { status, body } = await get(`/schome/service/community/noticeBoard/list?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'FAIL', message, data: null });
  });
});

describe('GET /schome/service/community/noticeBoard/detail', () => {
  it('answers the notice with previous and next in list order, and counts a view', async () => {
    const list = (await get('/schome/service/community/noticeBoard/list/all?pageSize=3')).body.data.list;
    const first = await get(`/schome/service/community/noticeBoard/detail/all?noticeKey=${list[1].postKey}`);
    expect(first.status).toBe(200);
    expect(first.body.data.prev).toEqual({ postKey: list[0].postKey, title: list[0].title });
    expect(first.body.data.next).toEqual({ postKey: list[2].postKey, title: list[2].title });
    expect(first.body.data.content).toContain('<p>');
    const again = await get(`/schome/service/community/noticeBoard/detail/all?noticeKey=${list[1].postKey}`);
    expect(again.body.data.viewCount).toBe(first.body.data.viewCount + 1);
    const top = await get(`/schome/service/community/noticeBoard/detail/all?noticeKey=${list[0].postKey}`);
    expect(top.body.data.prev).toBeNull();
  });

  it('answers 404 for a hidden notice and for a notice outside the asked region', async () => {
    const { rows } = await t.database.query(
      `select post_key, seed_key from portal.board_post where seed_key in ('demo-notice-hidden', 'demo-notice-busan')`,
    );
    const key = (seed: string) => rows.find((r) => r.seed_key === seed)!.post_key;
    expect(
      (await get(`/schome/service/community/noticeBoard/detail/all?noticeKey=${key('demo-notice-hidden')}`))
        .status,
    ).toBe(404);
    const busan = await get(
      `/schome/service/community/noticeBoard/detail?provCode=B10&noticeKey=${key('demo-notice-busan')}`,
    );
    expect(busan).toEqual({
      status: 404,
      body: { status: 'FAIL', message: '게시글을 찾을 수 없습니다.', data: null },
    });
    expect(
      (
        await get(
          `/schome/service/community/noticeBoard/detail?provCode=C10&noticeKey=${key('demo-notice-busan')}`,
        )
      ).status,
    ).toBe(200);
  });

  it('answers 400 for a key beyond int4', async () => {
    const { status, body } = await get('/schome/service/community/noticeBoard/detail?noticeKey=99999999999');
    expect(status).toBe(400);
    expect(body.message).toBe('noticeKey: 공지 번호가 올바르지 않습니다.');
  });
});
