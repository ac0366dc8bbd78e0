import {
  activityCountResponseSchema,
  bookshelfCountResponseSchema,
  dlsUserInfoResponseSchema,
  newListCountResponseSchema,
} from '@reading/contract/auth/member-data';
import { gradeInfoResponseSchema } from '@reading/contract/library/grades';
import { apiClient } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session-store.ts';

/** Bookshelf count (memberKey, provCode, schKey), spec 000 §4. */
export function getBookshelfCount(s: Session & { memberKey: number }) {
  return apiClient.get('/schome/service/mypage/mylibbookshelf/count', {
    query: { memberKey: s.memberKey, provCode: s.provCode ?? undefined, schKey: s.schKey ?? undefined },
    schema: bookshelfCountResponseSchema,
  });
}

/** Activity counts: students by memberKey, others by teacherMemberKey (spec 000 §4). */
export function getActivityCount(s: Session & { memberKey: number }) {
  const query = s.memberTypeCode === '01' ? { memberKey: s.memberKey } : { teacherMemberKey: s.memberKey };
  return apiClient.get('/schome/service/mypage/myReadingActivitesMng/count', {
    query,
    schema: activityCountResponseSchema,
  });
}

/** Unread system notification count (memberKey). */
export function getNewListCount(memberKey: number) {
  return apiClient.get('/schome/service/mypage/messageMng/newListCount', {
    query: { memberKey },
    schema: newListCountResponseSchema,
  });
}

/** DLS user info with the library's Authorization header (spec 000 §7). */
export function getDlsUserInfo(token: { tokenType: string; accessToken: string }) {
  return apiClient.get('/dls/api/user/info', {
    headers: { Authorization: `${token.tokenType} ${token.accessToken}` },
    schema: dlsUserInfoResponseSchema,
  });
}

/** DLS grade info by the library token (spec 000 §4): the member's own library's loan rules. */
export function getGradeInfoByToken(token: { tokenType: string; accessToken: string }) {
  return apiClient.get('/dls/api/user/grade/info', {
    headers: { Authorization: `${token.tokenType} ${token.accessToken}` },
    schema: gradeInfoResponseSchema,
  });
}

/** DLS grade info by school code, for managers and members without a card (spec 000 §4). */
export function getGradeInfoByNeisCode(neisCode: string) {
  return apiClient.get('/dls/api/user/grade/info/neisCode', {
    query: { neisCode },
    schema: gradeInfoResponseSchema,
  });
}
