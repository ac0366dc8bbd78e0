import { describe, expect, it } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { loadMemberData } from './member-data.ts';

const ok = (data: unknown) => () => jsonResponse({ status: 'OK', message: '', data });
const base = { token: 't', userId: 'u', schKey: '7', schName: null, memberKey: 11, provCode: 'B10' };

describe('the member data loaded after login', () => {
  it("asks a student's counts by memberKey and the library user info with the library token", async () => {
    const fetchMock = mockFetch({
      '/schome/service/mypage/mylibbookshelf/count': ok({ myLibTotalBookCount: 2 }),
      '/schome/service/mypage/myReadingActivitesMng/count': ok({ readingActivitesCount: 3 }),
      '/schome/service/mypage/messageMng/newListCount': ok({ totalCount: 1 }),
      '/dls/api/user/info': ok({
        dlsUserNo: '123',
        schoolCode: '7130102',
        loanYn: 'Y',
        loanNReason: null,
        loanCount: 2,
        rsvtCount: 1,
        overdueCount: 0,
      }),
    });
    const data = await loadMemberData({
      ...base,
      memberTypeCode: '01',
      dlsToken: { tokenType: 'Bearer', accessToken: 'abc' },
    });
    expect(data).toEqual({
      myLibTotalBookCount: 2,
      readingActivitesCount: 3,
      unreadNotificationCount: 1,
      dlsUserInfo: {
        dlsUserNo: '123',
        schoolCode: '7130102',
        loanYn: 'Y',
        loanNReason: null,
        loanCount: 2,
        rsvtCount: 1,
        overdueCount: 0,
      },
    });
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/myReadingActivitesMng/count?memberKey=11',
    );
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/mylibbookshelf/count?memberKey=11&provCode=B10&schKey=7',
    );
    const dlsCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/dls/api/user/info'));
    expect(new Headers(dlsCall?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it("asks a teacher's activity count by teacherMemberKey and leaves failures unknown", async () => {
    const fetchMock = mockFetch({
      '/schome/service/mypage/myReadingActivitesMng/count': ok({ readingActivitesCount: 5 }),
    });
    const data = await loadMemberData({ ...base, memberTypeCode: '02', dlsToken: null });
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/myReadingActivitesMng/count?teacherMemberKey=11',
    );
    expect(data).toMatchObject({ readingActivitesCount: 5, myLibTotalBookCount: null, dlsUserInfo: null });
  });
});
