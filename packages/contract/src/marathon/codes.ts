import { type PrivacyBoundCode, privacyBoundName } from '../activities/codes.ts';
import { KDC_CLASSES } from '../search/search.ts';

/**
 * Reading-marathon codes (issue 19; spec 001 §3, §4, §9; decision 180). The spec names the fields
 * (readingMarathonTypeCode, privacyBoundCode, progressStatus) but not their values: these are ours.
 */
export const MARATHON_PAGE_SIZE = 4;

/** Step 1's three kinds: the Step3 route each one continues to. */
export const MARATHON_TYPES = [
  { code: '01', name: '지정 도서', route: 'Step3specific', lead: '선생님이 고른 책을 모두 읽어요.' },
  { code: '02', name: '목표 권수·쪽수', route: 'Step3target', lead: '정한 권수나 쪽수만큼 읽어요.' },
  { code: '03', name: '주제 도서', route: 'Step3subject', lead: '한 주제(KDC)의 책을 정한 권수만큼 읽어요.' },
] as const;
export type MarathonTypeCode = (typeof MARATHON_TYPES)[number]['code'];
export const MARATHON_TYPE = { specific: '01', target: '02', subject: '03' } as const;

/**
 * privacyBoundCode on spec 000 §3's vocabulary, the one table of the reading activities (decision 236): a
 * marathon is open nationwide (04), to its school (02, the spec's default §9), or private (01: its maker
 * and who joined). Named as the table names them, without the activities' note on who reviews.
 */
export const MARATHON_PRIVACY_CODES = ['04', '02', '01'] as const satisfies readonly PrivacyBoundCode[];
export type MarathonPrivacyCode = (typeof MARATHON_PRIVACY_CODES)[number];
export const PRIVACY_BOUNDS = MARATHON_PRIVACY_CODES.map((code) => ({
  code,
  name: privacyBoundName(code).replace(/ \(.+\)$/, ''),
}));
export const DEFAULT_PRIVACY_BOUND = '02' satisfies MarathonPrivacyCode;

/** progressStatus: from the period and today's date in Korea. */
export const PROGRESS_STATUSES = [
  { code: '01', name: '준비중' },
  { code: '02', name: '진행중' },
  { code: '03', name: '종료' },
] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number]['code'];

/** A target marathon counts books (01) or pages (02). */
export const GOAL_UNITS = [
  { code: '01', name: '권', label: '책 권수' },
  { code: '02', name: '쪽', label: '쪽수' },
] as const;

/** Cover images a maker may choose instead of uploading one (imgType 01, imgKey the number). */
export const MARATHON_COVERS = [
  { key: '1', name: '달리는 책', tone: 'warm' },
  { key: '2', name: '별빛 서재', tone: 'cool' },
  { key: '3', name: '숲속 책길', tone: 'green' },
  { key: '4', name: '바다 도서관', tone: 'sea' },
] as const;

/** Target grades: 0 for every grade of the school. */
export const TARGET_GRADES = [0, 1, 2, 3, 4, 5, 6] as const;
export const targetGradeName = (grade: number) => (grade === 0 ? '전체 학년' : `${grade}학년`);

export const SUBJECTS = KDC_CLASSES;
export const subjectName = (code: string | null) => KDC_CLASSES.find((k) => k.code === code)?.name ?? '';
export const typeName = (code: string) => MARATHON_TYPES.find((t) => t.code === code)?.name ?? '';
export const statusName = (code: string) => PROGRESS_STATUSES.find((s) => s.code === code)?.name ?? '';

export const MARATHON_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  notFound: '독서마라톤을 찾을 수 없습니다.',
  noSchool: '학교 회원만 독서마라톤을 만들 수 있습니다.',
  saved: '독서마라톤이 만들어졌습니다.',
  updated: '독서마라톤이 수정되었습니다.',
  deleted: '독서마라톤이 삭제되었습니다.',
  notMaker: '독서마라톤을 만든 사람만 할 수 있습니다.',
  startedNoEdit: '이미 시작된 독서마라톤은 수정할 수 없습니다.',
  hasParticipants: '참여자가 있는 독서마라톤은 삭제할 수 없습니다.',
  typeChange: '독서마라톤의 종류는 바꿀 수 없습니다.',
  joined: '독서마라톤에 참여했습니다.',
  left: '독서마라톤 참여를 취소했습니다.',
  alreadyJoined: '이미 참여한 독서마라톤입니다.',
  notJoined: '참여하지 않은 독서마라톤입니다.',
  makerNoJoin: '직접 만든 독서마라톤에는 참여할 수 없습니다.',
  finishedNoJoin: '종료된 독서마라톤에는 참여할 수 없습니다.',
  notTargetGrade: '참여 대상 학년이 아닙니다.',
  leaveWithDiaries: '독서일지를 쓴 독서마라톤은 참여를 취소할 수 없습니다.',
  diarySaved: '독서일지가 저장되었습니다.',
  diaryNotRunning: '진행중인 독서마라톤에만 독서일지를 쓸 수 있습니다.',
  diaryJoinFirst: '독서마라톤에 참여한 뒤 독서일지를 쓸 수 있습니다.',
  diaryBookNotChosen: '이 독서마라톤에서 고른 책만 독서일지를 쓸 수 있습니다.',
  diaryBookOffSubject: '이 독서마라톤 주제(KDC)의 책만 독서일지를 쓸 수 있습니다.',
  diaryOutsidePeriod: '읽은 날은 독서마라톤 기간 안의 오늘까지로 선택해주세요.',
  bookNotFound: '책을 찾을 수 없습니다.',
  coverInvalid: '표지 이미지가 올바르지 않습니다.',
  progressMakerOnly: '참여자 진행 현황은 독서마라톤을 만든 사람만 볼 수 있습니다.',
} as const;
