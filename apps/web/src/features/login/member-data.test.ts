import { describe, expect, it } from 'vitest';
import { calledPaths, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { loadMemberData } from './member-data.ts';

const ok = (data: unknown) => () => jsonResponse({ status: 'OK', message: '', data });
const base = { token: 't', userId: 'u', schKey: '7', schName: null, memberKey: 11, provCode: 'B10' };
const dlsInfo = {
  dlsUserNo: '123',
  schoolCode: '7130102',
  loanYn: 'Y',
  loanNReason: null,
  loanCount: 2,
  rsvtCount: 1,
  overdueCount: 0,
};
const gradeInfo = {
  libCode: 'LIB7130102',
  libName: '서울가락초등학교 도서관',
  neisCode: '7130102',
  gradeList: [{ grade: 5, gradeName: '5학년', loanLimit: 5, loanDays: 14, renewLimit: 1, rsvtLimit: 3 }],
  myGrade: 5,
};

describe('the member data loaded after login', () => {
  it("asks a student's counts by memberKey and the library user info and grade list with the library token", async () => {
    const fetchMock = mockFetch({
      '/schome/service/mypage/mylibbookshelf/count': ok({ myLibTotalBookCount: 2 }),
      '/schome/service/mypage/myReadingActivitesMng/count': ok({ readingActivitesCount: 3 }),
      '/schome/service/mypage/messageMng/newListCount': ok({ totalCount: 1 }),
      '/dls/api/user/info': ok(dlsInfo),
      '/dls/api/user/grade/info': ok(gradeInfo),
    });
    const data = await loadMemberData({
      ...base,
      memberTypeCode: '01',
      neisCode: '7130102',
      dlsToken: { tokenType: 'Bearer', accessToken: 'abc' },
    });
    expect(data).toEqual({
      myLibTotalBookCount: 2,
      readingActivitesCount: 3,
      unreadNotificationCount: 1,
      dlsUserInfo: dlsInfo,
      gradeInfo,
    });
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/myReadingActivitesMng/count?memberKey=11',
    );
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/mylibbookshelf/count?memberKey=11&provCode=B10&schKey=7',
    );
    for (const path of ['/dls/api/user/info', '/dls/api/user/grade/info']) {
      const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
      expect(new Headers(call?.[1]?.headers).get('Authorization'), path).toBe('Bearer abc');
    }
  });

  it("asks a teacher's activity count by teacherMemberKey and leaves failures unknown", async () => {
    const fetchMock = mockFetch({
      '/schome/service/mypage/myReadingActivitesMng/count': ok({ readingActivitesCount: 5 }),
    });
    const data = await loadMemberData({ ...base, memberTypeCode: '02', dlsToken: null });
    expect(calledPaths(fetchMock)).toContain(
      '/schome/service/mypage/myReadingActivitesMng/count?teacherMemberKey=11',
    );
    expect(data).toMatchObject({
      readingActivitesCount: 5,
      myLibTotalBookCount: null,
      dlsUserInfo: null,
      gradeInfo: null,
    });
  });

  it('asks the grade list by neisCode for a manager and for a member without a card (spec 000 §4)', async () => {
    for (const fields of [
      { memberTypeCode: '03', dlsToken: { tokenType: 'Bearer', accessToken: 'abc' } },
      { memberTypeCode: '02', dlsToken: null },
    ]) {
      const fetchMock = mockFetch({ '/dls/api/user/grade/info/neisCode': ok(gradeInfo) });
      const data = await loadMemberData({ ...base, neisCode: '7130102', ...fields });
      expect(calledPaths(fetchMock)).toContain('/dls/api/user/grade/info/neisCode?neisCode=7130102');
      expect(calledPaths(fetchMock)).not.toContain('/dls/api/user/grade/info');
      expect(data?.gradeInfo, fields.memberTypeCode).toEqual(gradeInfo);
    }
  });
});
