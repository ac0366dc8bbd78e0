import { member, ownMember } from './call-rules.ts';
import type { AuthorizationCall } from './calls.ts';

/** InfoUpdate and MyCommunity (issue 13, decisions 095, 096): own-member calls. */
export const MYPAGE_INFO_CALLS: AuthorizationCall[] = [
  {
    name: 'memberInfo',
    url: (c) => `/schome/service/mypage/memberInfo?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    // A name too short: every member reaches the rule (400), nobody's details change.
    name: 'memberInfo/update (bad name)',
    method: 'POST',
    url: '/schome/service/mypage/memberInfo/update',
    payload: { name: '김' },
    ...member(400),
  },
  {
    name: 'readingCommunity/count',
    url: (c) => `/schome/service/mypage/readingCommunity/count?memberKey=${c.studentMemberKey}`,
    ...ownMember(),
  },
  {
    name: 'readingCommunity/list',
    url: (c) =>
      `/schome/service/mypage/readingCommunity/list?memberKey=${c.studentMemberKey}&sectionCode=qna`,
    ...ownMember(),
  },
];
