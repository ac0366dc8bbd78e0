import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { describe, expect, it } from 'vitest';
import { linkedStudent1 } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe('centerBoard: the reference room and the guide boards', () => {
  it('lists the reference room by default, paged with the spec’s defaults', async () => {
    const res = await get('/schome/service/community/centerBoard/list');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ pageIndex: 1, pageSize: 10, totalPage: 1 });
    expect(titles(data.list)).toEqual(['모바일 회원증 이용 안내 자료', '독서기록장 양식 (초등 고학년용)']);
    expect(data.list[0]).toMatchObject({ boardCode: 'reference', fileCnt: 1 });
  });

  it.each([
    ['introduceGuide', '독서로는 어떤 서비스인가요?'],
    ['dlsGuide', 'DLS 인증으로 모바일 회원증 만들기'],
    ['howTo', '책 찾기: 통합검색과 우리 학교 검색'],
    ['goodUse', '[우수 사례] 교과 연계 독서토론방을 활용한 중학교 국어 수업'],
    ['systemInfo', '권장 이용 환경'],
  ])('serves the seeded %s guide board, its first post first', async (boardCode, first) => {
    const list = (await get(`/schome/service/community/centerBoard/list?boardCode=${boardCode}`)).json().data
      .list;
    expect(list[0].title).toBe(first);
    const detail = await get(
      `/schome/service/community/centerBoard/detail?boardCode=${boardCode}&centerBoardKey=${list[0].postKey}`,
    );
    expect(detail.json().data).toMatchObject({ title: first, prev: null });
    expect(detail.json().data.content).toMatch(/^<(p|ul|ol|h2)>/);
  });

  it('answers 404 for a post of another board and 400 for an unknown board', async () => {
    const list = (await get('/schome/service/community/centerBoard/list?boardCode=howTo')).json().data.list;
    const other = await get(
      `/schome/service/community/centerBoard/detail?boardCode=goodUse&centerBoardKey=${list[0].postKey}`,
    );
    expect(other.statusCode).toBe(404);
    const bad = await get('/schome/service/community/centerBoard/list?boardCode=qna');
    expect(bad.json()).toEqual({
      status: 'FAIL',
      message: 'boardCode: 게시판 코드가 올바르지 않습니다.',
      data: null,
    });
  });
});

describe('faqBoard', () => {
  it('answers the categories (codeId, codeName) and filters the list by one', async () => {
    const categories = (await get('/schome/service/community/faqBoard/categoryList')).json().data;
    expect(categories.list).toHaveLength(6);
    expect(categories.list[3]).toEqual({ codeId: '04', codeName: '모바일 회원증' });
    const card = (await get('/schome/service/community/faqBoard/list?categoryCode=04')).json().data;
    expect(card.totalCount).toBe(2);
    expect(card.list.every((f: { categoryName: string }) => f.categoryName === '모바일 회원증')).toBe(true);
    expect(card.list[0].content).toContain('<p>');
    const all = (await get('/schome/service/community/faqBoard/list')).json().data;
    expect(all).toMatchObject({ totalCount: 12, totalPage: 2, pageSize: 10 });
    const search = (
      await get(`/schome/service/community/faqBoard/list?searchKeyword=${encodeURIComponent('바코드')}`)
    ).json().data;
    expect(titles(search.list)).toContain('회원증 바코드가 인식되지 않아요.');
  });
});

describe('mySchoolLibraryInfo: school library news', () => {
  it('answers data.popupList of a school, pinned first; own-school posts only to its members', async () => {
    const { data: student, headers } = await loginAs(t.app, 'student1');
    const url = `/schome/service/community/mySchoolLibraryInfo/list?schKey=${student.schKey}`;
    const anonymous = (await get(url)).json().data;
    expect(anonymous.popupList[0]).toMatchObject({ title: '2026 독서교실 참가 신청 안내', pinnedYn: 'Y' });
    expect(titles(anonymous.popupList)).not.toContain('가을 독서축제에 초대합니다');
    const member = (await get(url, headers)).json().data;
    expect(titles(member.popupList)).toContain('가을 독서축제에 초대합니다');
    const busan = (await loginAs(t.app, 'student4')).headers;
    expect(titles((await get(url, busan)).json().data.popupList)).not.toContain('가을 독서축제에 초대합니다');
    const popups = (await get(`${url}&popupYn=Y`)).json().data;
    expect(titles(popups.popupList)).toEqual(['2026 독서교실 참가 신청 안내']);
  });

  it('defaults to every region (AL) and narrows to one with provCode', async () => {
    const all = titles(
      (await get('/schome/service/community/mySchoolLibraryInfo/list?pageSize=100')).json().data.popupList,
    );
    expect(all).toEqual(expect.arrayContaining(['가락중 도서부원 모집', '2026 독서교실 참가 신청 안내']));
    const busan = (await get('/schome/service/community/mySchoolLibraryInfo/list?provCode=C10')).json().data;
    expect(busan.totalCount).toBe(0);
    expect(
      titles(
        (await get('/schome/service/community/mySchoolLibraryInfo/list?provCode=B10&pageSize=100')).json()
          .data.popupList,
      ),
    ).toContain('가락중 도서부원 모집');
  });

  it('opens a news post with its image in the content and neighbours within the school', async () => {
    const { data: student, headers } = await loginAs(t.app, 'student1');
    const list = (
      await get(`/schome/service/community/mySchoolLibraryInfo/list?schKey=${student.schKey}`, headers)
    ).json().data.popupList;
    const festival = list.find((n: { title: string }) => n.title === '가을 독서축제에 초대합니다');
    const detail = (
      await get(
        `/schome/service/community/mySchoolLibraryInfo/detail?mySchoolKey=${festival.mySchoolKey}`,
        headers,
      )
    ).json().data;
    expect(detail.content).toMatch(/<img src="\/schome\/service\/community\/file\/image\/[0-9a-f]{32}\.png"/);
    expect(
      [detail.prev?.title, detail.next?.title]
        .filter(Boolean)
        .every((title: string) => !title.includes('가락중')),
    ).toBe(true);
    const image = await get(detail.content.match(/src="([^"]+)"/)[1]);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('/dls/api/notice from the board engine', () => {
  it("lists today's DLS notices of a school library with its region's, important first, and opens one", async () => {
    const today = (await get('/dls/api/notice/today?neisCode=7130102')).json().data.list;
    expect(today[0]).toMatchObject({ importantYn: 'Y', libCode: null, provCode: 'B10' });
    expect(today.some((n: { libCode: string }) => n.libCode === 'LIB7130102')).toBe(true);
    expect(today.some((n: { title: string }) => n.title.includes('장서 점검'))).toBe(false);
    const list = (await get('/dls/api/notice/list?neisCode=7130102')).json().data;
    // The board engine's schedule: a notice past its end date leaves the list as well as the popup.
    expect(list).toMatchObject({ page: 1, display: 10, totalCount: 2 });
    const detail = (await get(`/dls/api/notice/detail?noticeKey=${today[0].noticeKey}`)).json().data;
    expect(detail).toMatchObject({ title: today[0].title, viewCount: 1 });
    expect((await get('/dls/api/notice/detail?noticeKey=2147483647')).statusCode).toBe(404);
  });

  it('lets a school manager write a DLS notice that the library then lists', async () => {
    const { headers, data } = await loginAs(t.app, 'manager1');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/board/save',
      headers,
      payload: {
        boardCode: 'dlsNotice',
        schKey: Number(data.schKey),
        title: '도서관 임시 휴관 안내',
        content: '<p>내일은 휴관합니다.</p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    const list = (await get('/dls/api/notice/list?neisCode=7130102')).json().data.list;
    expect(list.find((n: { title: string }) => n.title === '도서관 임시 휴관 안내')).toMatchObject({
      title: '도서관 임시 휴관 안내',
      libCode: 'LIB7130102',
      libName: '서울가락초등학교 도서관',
    });
  });
});

describe('the one banned-word check in other areas', () => {
  it('refuses a banned word in a wish-book memo with the spec’s message', async () => {
    const { dls } = await linkedStudent1(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/dls/api/furnish-books/request',
      headers: dls,
      payload: { bookKey: 1, memo: '병신 같은 책' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bannedWordsMessage(['병신']));
  });
});
