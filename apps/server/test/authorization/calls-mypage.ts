import { everyone, member, ownMember } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

/** My page's rows (issue 13, decisions 090–094). */
export const MYPAGE_CALLS: AuthorizationCall[] = [
  // My page (issue 13, decisions 090–094): own-member lists; any member's own objects, others' are 404
  {
    name: 'badgestatus/list',
    url: (c) => `/schome/service/mypage/badgestatus/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'dashboard',
    url: (c) => `/schome/service/mypage/dashboard?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'messageMng/list',
    url: (c) => `/schome/service/mypage/messageMng/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'messageMng/contact/list',
    url: (c) => `/schome/service/mypage/messageMng/contact/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'messageMng/detail (no such message)',
    url: '/schome/service/mypage/messageMng/detail?messageKey=2147483600',
    ...member(404),
  },
  {
    name: 'messageMng/send (to no contact)',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/send',
    payload: { receiverKey: 2147483600, content: '안녕하세요' },
    ...member(403),
  },
  {
    name: 'messageMng/updateAsteriskYn (no such message)',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/updateAsteriskYn',
    payload: { messageKey: 2147483600, asteriskYn: 'Y' },
    ...member(404),
  },
  {
    name: 'messageMng/delete (no such message)',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/delete',
    payload: { messageKey: 2147483600 },
    ...member(404),
  },
  {
    name: 'messageMng/systemNotifications/list',
    url: (c) => `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'messageMng/systemNotifications/read (no such notification)',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/systemNotifications/read',
    payload: { notificationKey: 2147483600 },
    ...member(404),
  },
  {
    name: 'messageMng/systemNotifications/delete (no such notification)',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/systemNotifications/delete',
    payload: { notificationKey: 2147483600 },
    ...member(404),
  },
  {
    name: 'messageMng/stream/ticket',
    method: 'POST',
    url: '/schome/service/mypage/messageMng/stream/ticket',
    payload: {},
    ...member(),
  },
  {
    name: 'messageMng/stream (a ticket no session holds)',
    url: `/schome/service/mypage/messageMng/stream?ticket=${'x'.repeat(43)}`,
    ...everyone(401),
  },
  {
    name: 'mylibbookshelf/list',
    url: (c) => `/schome/service/mypage/mylibbookshelf/list?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'mylibbookshelf/create (a shelf of the caller)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/create',
    payload: { shelfName: '권한 시험 서재', publicYn: 'N' },
    ...member(),
  },
  {
    name: 'mylibbookshelf/update (no such shelf)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/update',
    payload: { shelfKey: 2147483600, shelfName: '이름', publicYn: 'Y' },
    ...member(404),
  },
  {
    name: 'mylibbookshelf/delete (no such shelf)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/delete',
    payload: { shelfKey: 2147483600 },
    ...member(404),
  },
  {
    name: 'mylibbookshelf/detail (no such shelf)',
    url: '/schome/service/mypage/mylibbookshelf/detail?shelfKey=2147483600',
    ...member(404),
  },
  {
    name: 'mylibbookshelf/book/add (no such shelf)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/book/add',
    payload: { shelfKey: 2147483600, bookKey: 1 },
    ...member(404),
  },
  {
    name: 'mylibbookshelf/book/update (no such book)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/book/update',
    payload: { shelfBookKey: 2147483600, note: '메모' },
    ...member(404),
  },
  {
    name: 'mylibbookshelf/book/move (no such book)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/book/move',
    payload: { shelfBookKey: 2147483600, direction: 'up' },
    ...member(404),
  },
  {
    name: 'mylibbookshelf/book/delete (no such book)',
    method: 'POST',
    url: '/schome/service/mypage/mylibbookshelf/book/delete',
    payload: { shelfBookKey: 2147483600 },
    ...member(404),
  },
  {
    name: 'shareBookShelf/list',
    url: '/schome/service/mypage/shareBookShelf/list',
    ...member(),
  },
];
