import { MEMBER_TYPES, type MemberTypeCode } from '@reading/contract/codes/member-types';

/** The demo password of every demo account (README, Demo accounts). */
export const DEMO_PASSWORD = 'demo1234!';

export type DemoMember = {
  loginId: string;
  name: string;
  memberTypeCode: MemberTypeCode;
  neisCode: string | null;
  grade?: number;
  classNo?: number;
  /** A teacher or pupil waiting for the school's approval (decisions 050, 220); others are verified. */
  verifyStatus?: 'pending';
  /** 'operator': an operator of the agency (decision 072). */
  staffRole?: 'operator';
};

/** Demo schools: 서울가락초, 가락중, 가락고 (Seoul) and 부산 가락초 for cross-school checks. */
export const DEMO_SCHOOL_NEIS_CODES = ['7130102', '7130165', '7010057', '7201044'] as const;

export const DEMO_MEMBERS: DemoMember[] = [
  {
    loginId: 'student1',
    name: '김하늘',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 5,
    classNo: 2,
  },
  {
    loginId: 'student2',
    name: '이서준',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130165',
    grade: 2,
    classNo: 3,
  },
  {
    loginId: 'student3',
    name: '박지우',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7010057',
    grade: 1,
    classNo: 4,
  },
  { loginId: 'teacher1', name: '정민아', memberTypeCode: MEMBER_TYPES.teacher, neisCode: '7130102' },
  {
    loginId: 'teacher2',
    name: '강다은',
    memberTypeCode: MEMBER_TYPES.teacher,
    neisCode: '7130102',
    verifyStatus: 'pending',
  },
  { loginId: 'manager1', name: '최도윤', memberTypeCode: MEMBER_TYPES.manager, neisCode: '7130102' },
  { loginId: 'member1', name: '한가람', memberTypeCode: MEMBER_TYPES.general, neisCode: null },
  // The agency's operator (decision 072): writes the service's notices, FAQ, guides and policy pages.
  {
    loginId: 'operator1',
    name: '독서로 운영팀',
    memberTypeCode: MEMBER_TYPES.general,
    neisCode: null,
    staffRole: 'operator',
  },
  {
    loginId: 'student4',
    name: '오하린',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7201044',
    grade: 4,
    classNo: 1,
  },
  { loginId: 'teacher4', name: '윤재희', memberTypeCode: MEMBER_TYPES.teacher, neisCode: '7201044' },
  // The school manager of 부산 가락초: its library desk (card link codes) and cross-school checks.
  { loginId: 'manager4', name: '배수진', memberTypeCode: MEMBER_TYPES.manager, neisCode: '7201044' },
  // The teachers of student2's and student3's schools (issue 36): their quizzes, marathons, clubs and feedback.
  { loginId: 'teacher5', name: '임수아', memberTypeCode: MEMBER_TYPES.teacher, neisCode: '7130165' },
  { loginId: 'teacher6', name: '한도현', memberTypeCode: MEMBER_TYPES.teacher, neisCode: '7010057' },
  // A classmate of student1 (5-2, 서울가락초): the second player of the golden-bell demo and e2e (issue 17).
  {
    loginId: 'student5',
    name: '송민준',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 5,
    classNo: 2,
  },
  // A pupil who signed up for 5-2 of 서울가락초 and waits for teacher1 or manager1 (decision 220): public
  // content only until verified.
  {
    loginId: 'pending1',
    name: '유시온',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 5,
    classNo: 2,
    verifyStatus: 'pending',
  },
  // Ordinary members reserved for the authcheck -2 paths (decision 038), so driving them never disturbs
  // another account: lockout1's SSO account is locked by wrong passwords while its SSO session lives
  // (11020004); idle1's SSO session is left idle past SESSION_IDLE_SECONDS (11030001).
  {
    loginId: 'lockout1',
    name: '서유나',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 6,
    classNo: 3,
  },
  {
    loginId: 'idle1',
    name: '임도현',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 6,
    classNo: 3,
  },
];

/**
 * Accounts in the conditions ResLogin's authcheck reports (decision 030), for demos and e2e tests:
 * an SSO account without a portal member (-1) and a suspended member (-3).
 */
export const DEMO_CONDITION_ACCOUNTS = {
  ssoOnly: { loginId: 'newbie1' },
  suspended: {
    loginId: 'suspended1',
    name: '정지민',
    memberTypeCode: MEMBER_TYPES.student,
    neisCode: '7130102',
    grade: 6,
    classNo: 1,
  },
} as const;
