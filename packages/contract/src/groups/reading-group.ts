import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { withJosa } from '../korean/josa.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { labelledText } from '../validators/labelled-text.ts';
import { maskingYnSchema } from '../validators/masking.ts';

/**
 * Reading clubs (issue 20; spec 000 §3 recruitment status, badge 03; spec 001 §2.2 ReadingGroup,
 * BookGroupForm, BookGroupClub, GroupNotice…, GroupDiscussion…, GroupBoard…; §7 readingGroup detail,
 * imgList, member/leave; readingGroupBoard list, detail; decisions 190–193).
 * Under /schome/service/readingActivitesJoin:
 *
 * GET  readingGroup/list?viewType=school|mine   the school's clubs (awaiting ones to teachers and founders) or mine
 * GET  readingGroup/detail?groupKey=            the club, my place in it, members, schedule
 * POST readingGroup/create { … }                a teacher's club recruits (02); a student's awaits approval (01)
 * POST readingGroup/approve { groupKey }        a teacher of the school: 01 → 02
 * POST readingGroup/close { groupKey }          the leader: 02 → 03
 * POST readingGroup/member/apply { groupKey }   while recruiting, inside the period
 * GET  readingGroup/member/list?groupKey=       the leader: applicants and members
 * POST readingGroup/member/accept { groupKey, memberKey }   the leader; 409 when the club is full
 * POST readingGroup/member/leave { groupKey }   a member or an applicant (the leader hands over first)
 * POST readingGroup/member/handover { groupKey, memberKey } the leader, to an accepted member
 * POST readingGroup/schedule/save { groupKey, title, meetDate }   the leader
 * GET  readingGroup/imgList?groupKey=           the photo album (members, or the school when open)
 * POST readingGroup/img/add { groupKey, fileKey, caption }   a member, with an image uploaded first
 * GET  readingGroupBoard/list?groupKey&kind&pageIndex&pageSize   notices, board, discussions
 * GET  readingGroupBoard/detail?postKey=
 * POST readingGroupBoard/save { groupKey, kind, title, content, bookTitle? }   notices: the leader only
 */
export const GROUP_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '독서동아리를 찾을 수 없습니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  noSchool: '학교 회원만 독서동아리를 만들 수 있습니다.',
  created: '독서동아리가 만들어졌습니다.',
  createdPending: '독서동아리 개설을 신청했습니다. 선생님이 승인하면 모집이 시작됩니다.',
  approved: '독서동아리 개설을 승인했습니다.',
  notAwaiting: '승인을 기다리는 독서동아리가 아닙니다.',
  teacherOnly: '선생님만 승인할 수 있습니다.',
  closed: '모집을 마감했습니다.',
  notRecruiting: '모집 중인 독서동아리가 아닙니다.',
  outOfPeriod: '모집 기간이 아닙니다.',
  applied: '가입을 신청했습니다. 동아리장이 수락하면 함께할 수 있습니다.',
  alreadyJoined: '이미 가입했거나 신청한 독서동아리입니다.',
  accepted: '가입을 수락했습니다.',
  notApplicant: '가입을 신청한 회원이 아닙니다.',
  full: '정원이 모두 찼습니다.',
  left: '독서동아리에서 탈퇴했습니다.',
  notMember: '독서동아리 회원이 아닙니다.',
  leaderCannotLeave: '동아리장은 다른 회원에게 동아리장을 넘긴 뒤 탈퇴할 수 있습니다.',
  handedOver: '동아리장을 넘겼습니다.',
  handOverTarget: '동아리장은 가입한 다른 회원에게만 넘길 수 있습니다.',
  leaderOnly: '동아리장만 할 수 있습니다.',
  noticeLeaderOnly: '공지사항은 동아리장만 쓸 수 있습니다.',
  membersOnly: '독서동아리 회원만 볼 수 있습니다.',
  writeMembersOnly: '독서동아리 회원만 글을 쓸 수 있습니다.',
  saved: '저장되었습니다.',
  imageAdded: '사진을 올렸습니다.',
  imageInvalid: 'fileKey: 내가 올린 이미지 파일만 앨범에 넣을 수 있습니다.',
  periodOrder: 'recruitEndDate: 모집 마감일은 시작일과 같거나 뒤여야 합니다.',
} as const;

/** Recruitment status (spec 000 §3). */
export const RECRUIT_STATUS = { awaiting: '01', recruiting: '02', closed: '03' } as const;
export const RECRUIT_STATUS_NAMES: Record<string, string> = {
  '01': '승인 대기',
  '02': '모집 중',
  '03': '모집 마감',
};
/** A member's place: 01 applied, 02 accepted; the leader is an accepted member named by the club. */
export const GROUP_MEMBER_STATUS = { applied: '01', member: '02' } as const;
export const GROUP_POST_KINDS = ['notice', 'board', 'discussion'] as const;
export type GroupPostKind = (typeof GROUP_POST_KINDS)[number];
export const GROUP_POST_KIND_NAMES: Record<GroupPostKind, string> = {
  notice: '공지사항',
  board: '게시판',
  discussion: '도서 토론',
};

const dateText = (field: string, label: string) =>
  z
    .string({ error: `${field}: ${withJosa(label, '을/를')} 입력해주세요.` })
    .refine(isCalendarDate, { error: `${field}: 날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.` });
const groupKey = keySchema('groupKey', '독서동아리 번호');
const memberKey = keySchema('memberKey', '회원 번호');

export const groupKeyRequestSchema = z.object({ groupKey });
/** detail and imgList: the spec's calls send maskingYN Y (001 §7); N unmasks nothing (decision 292). */
export const groupViewRequestSchema = z.object({ groupKey, maskingYN: maskingYnSchema });
export const groupMemberRequestSchema = z.object({ groupKey, memberKey });
export const groupListRequestSchema = z.object({ viewType: z.enum(['school', 'mine']).default('school') });

export const groupCreateRequestSchema = z
  .object({
    name: labelledText('name', '동아리 이름', 50),
    purpose: labelledText('purpose', '활동 목적', 1000),
    capacity: z.coerce
      .number({ error: 'capacity: 정원을 입력해주세요.' })
      .int({ error: 'capacity: 정원은 2명에서 100명 사이로 입력해주세요.' })
      .min(2, { error: 'capacity: 정원은 2명에서 100명 사이로 입력해주세요.' })
      .max(100, { error: 'capacity: 정원은 2명에서 100명 사이로 입력해주세요.' }),
    bookList: z
      .array(labelledText('bookList', '읽을 책', 200))
      .max(20, { error: 'bookList: 읽을 책은 20권까지 적을 수 있습니다.' })
      .default([]),
    recruitStartDate: dateText('recruitStartDate', '모집 시작일'),
    recruitEndDate: dateText('recruitEndDate', '모집 마감일'),
    openYn: z.enum(['Y', 'N'], { error: 'openYn: 공개 여부를 선택해주세요.' }).default('N'),
    coverFileKey: keySchema('coverFileKey', '대표 이미지').nullish(),
  })
  .refine((v) => v.recruitEndDate >= v.recruitStartDate, {
    error: GROUP_MESSAGES.periodOrder,
    path: ['recruitEndDate'],
  });
export type GroupCreateRequest = z.input<typeof groupCreateRequestSchema>;

export const groupSummarySchema = z.object({
  groupKey: z.number().int(),
  name: z.string(),
  purpose: z.string(),
  coverUrl: z.string().nullable(),
  capacity: z.number().int(),
  memberCount: z.number().int(),
  bookList: z.array(z.string()),
  recruitStartDate: z.string(),
  recruitEndDate: z.string(),
  recruitStatusCode: z.string(),
  recruitStatusName: z.string(),
  openYn: z.enum(['Y', 'N']),
  /** Null beside a masked name (decisions 230, 292). */
  leaderMemberKey: z.number().int().nullable(),
  leaderName: z.string(),
  /** My place: '' none, 01 applied, 02 member. */
  myStatusCode: z.string(),
  regDate: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;
export const groupListResponseSchema = envelopeSchema(
  z.object({ list: z.array(groupSummarySchema), totalCount: z.number().int() }),
);

export const groupPersonSchema = z.object({
  memberKey: z.number().int(),
  name: z.string(),
  statusCode: z.string(),
  leaderYn: z.enum(['Y', 'N']),
  applyMessage: z.string(),
  regDate: z.string(),
});
export const groupScheduleSchema = z.object({
  scheduleKey: z.number().int(),
  title: z.string(),
  meetDate: z.string(),
});
export const groupDetailSchema = groupSummarySchema.extend({
  /** Whether the caller may read the club's notices, board, discussions and photos. */
  readableYn: z.enum(['Y', 'N']),
  leaderYn: z.enum(['Y', 'N']),
  /** A teacher of the school may approve an awaiting club. */
  approvableYn: z.enum(['Y', 'N']),
  /** The club's people as the detail shows them: a masked name has no key (decisions 230, 292). */
  memberList: z.array(groupPersonSchema.extend({ memberKey: z.number().int().nullable() })),
  scheduleList: z.array(groupScheduleSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export const groupDetailResponseSchema = envelopeSchema(groupDetailSchema);
export const groupMemberListResponseSchema = envelopeSchema(
  z.object({ list: z.array(groupPersonSchema), totalCount: z.number().int() }),
);
export type GroupPerson = z.infer<typeof groupPersonSchema>;

export const groupApplyRequestSchema = z.object({
  groupKey,
  applyMessage: labelledText('applyMessage', '가입 인사', 200, false).default(''),
});
export const groupScheduleRequestSchema = z.object({
  groupKey,
  title: labelledText('title', '읽을 내용', 100),
  meetDate: dateText('meetDate', '날짜'),
});

export const groupImageSchema = z.object({
  imageKey: z.number().int(),
  imageUrl: z.string(),
  caption: z.string(),
  writerName: z.string(),
  regDate: z.string(),
});
export type GroupImage = z.infer<typeof groupImageSchema>;
export const groupImageListResponseSchema = envelopeSchema(
  z.object({ list: z.array(groupImageSchema), totalCount: z.number().int() }),
);
export const groupImageAddRequestSchema = z.object({
  groupKey,
  fileKey: keySchema('fileKey', '사진 파일'),
  caption: labelledText('caption', '사진 설명', 100, false).default(''),
});

const postKind = z.enum(GROUP_POST_KINDS, { error: 'kind: 게시판 종류가 올바르지 않습니다.' });
export const groupPostListRequestSchema = z.object({
  groupKey,
  kind: postKind,
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  maskingYN: maskingYnSchema,
});
export const groupPostKeyRequestSchema = z.object({
  postKey: keySchema('postKey', '게시글 번호'),
  maskingYN: maskingYnSchema,
});
export const groupPostSaveRequestSchema = z.object({
  groupKey,
  kind: postKind,
  title: labelledText('title', '제목', 100),
  content: labelledText('content', '내용', 4000),
  bookTitle: labelledText('bookTitle', '토론할 책', 200, false).default(''),
});
export type GroupPostSaveRequest = z.input<typeof groupPostSaveRequestSchema>;

export const groupPostSchema = z.object({
  postKey: z.number().int(),
  groupKey: z.number().int(),
  kind: postKind,
  title: z.string(),
  bookTitle: z.string(),
  writerName: z.string(),
  viewCount: z.number().int(),
  regDate: z.string(),
});
export type GroupPost = z.infer<typeof groupPostSchema>;
export const groupPostListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(groupPostSchema),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
  }),
);
export const groupPostDetailSchema = groupPostSchema.extend({
  content: z.string(),
  groupName: z.string(),
  writerMemberKey: z.number().int().nullable(),
});
export type GroupPostDetail = z.infer<typeof groupPostDetailSchema>;
export const groupPostDetailResponseSchema = envelopeSchema(groupPostDetailSchema);
export const groupDoneResponseSchema = envelopeSchema(
  z.object({ groupKey: z.number().int(), key: z.number().int().nullable() }),
);
