import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

describe('the member data loaded after login', () => {
  it('counts the bookshelf, activities and unread notifications from their tables', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const key = data.memberKey;
    const get = (url: string) => t.app.inject({ url, headers }).then((r) => r.json().data);
    const activitiesUrl = `/schome/service/mypage/myReadingActivitesMng/count?memberKey=${key}`;
    const activitiesBefore = (await get(activitiesUrl)).readingActivitesCount as number;
    // The seed put five books on student1's two shelves (decision 093).
    expect(await get(`/schome/service/mypage/mylibbookshelf/count?memberKey=${key}`)).toEqual({
      myLibTotalBookCount: 5,
    });
    await t.database.query(
      `with s as (insert into portal.book_shelf (member_key, shelf_name) values (${key}, '읽을 책') returning shelf_key)
       insert into portal.my_lib_bookshelf (member_key, shelf_key, title) select ${key}, shelf_key, t from s, (values ('어린 왕자'), ('모모')) v(t)`,
    );
    await t.database.query(
      `insert into portal.system_notification (member_key, title, read_at) values (${key}, '새 소식', null), (${key}, '읽은 소식', now())`,
    );
    await t.database.query(
      `insert into portal.reading_activity (member_key, title) values (${key}, '독서감상문')`,
    );
    expect(await get(`/schome/service/mypage/mylibbookshelf/count?memberKey=${key}`)).toEqual({
      myLibTotalBookCount: 7,
    });
    // The seed gave student1 two unread notifications.
    expect(await get(`/schome/service/mypage/messageMng/newListCount?memberKey=${key}`)).toEqual({
      totalCount: 3,
    });
    // A submitted activity counts (the reading activities area counts its own rows, decision 130).
    expect(await get(activitiesUrl)).toEqual({ readingActivitesCount: activitiesBefore + 1 });
  });

  it("counts a teacher's activities by teacherMemberKey", async () => {
    const { data, headers } = await loginAs(t.app, 'teacher1');
    const res = await t.app.inject({
      url: `/schome/service/mypage/myReadingActivitesMng/count?teacherMemberKey=${data.memberKey}`,
      headers,
    });
    // The demo seed's letter of student1 awaits teacher1's review.
    expect(res.json().data).toEqual({ readingActivitesCount: 1 });
  });

  it("answers 403 for another member's counts and 401 without a session", async () => {
    const { headers } = await loginAs(t.app, 'student3');
    expect(
      (await t.app.inject({ url: '/schome/service/mypage/messageMng/newListCount?memberKey=1', headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/schome/service/mypage/messageMng/newListCount?memberKey=1' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /dls/api/user/info', () => {
  it("answers the linked member's card from the library token", async () => {
    // The library token answers only beside the portal session that issued it (decision 052).
    const { data, headers } = await loginAs(t.app, 'student2');
    const res = await t.app.inject({
      url: '/dls/api/user/info',
      headers: { ...headers, authorization: `${data.dlsToken!.tokenType} ${data.dlsToken!.accessToken}` },
    });
    expect(res.json().data).toEqual({
      dlsUserNo: '7130165000456',
      schoolCode: '7130165',
      loanYn: 'Y',
      loanNReason: null,
      // The demo seed gives student2's card one overdue loan (docs/decisions/043).
      loanCount: 1,
      rsvtCount: 0,
      overdueCount: 1,
    });
  });

  it('answers 403 without a valid library token', async () => {
    const res = await t.app.inject({ url: '/dls/api/user/info', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('DLS 인증이 필요합니다.');
  });
});
