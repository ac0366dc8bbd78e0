/** Member type codes (spec 000 §3, §6): 01 student, 02 teacher, 03 school manager, otherwise general. */
export const MEMBER_TYPES = {
  student: '01',
  teacher: '02',
  manager: '03',
  general: '04',
} as const;

export type MemberTypeCode = (typeof MEMBER_TYPES)[keyof typeof MEMBER_TYPES];

/** The role label shown beside the name in the header. */
export const MEMBER_TYPE_LABELS: Record<MemberTypeCode, string> = {
  '01': '학생',
  '02': '교사',
  '03': '학교관리자',
  '04': '일반',
};

export function memberTypeLabel(code: string): string {
  return MEMBER_TYPE_LABELS[code as MemberTypeCode] ?? MEMBER_TYPE_LABELS['04'];
}

export const isStudent = (code: string) => code === MEMBER_TYPES.student;
export const isTeacherOrManager = (code: string) =>
  code === MEMBER_TYPES.teacher || code === MEMBER_TYPES.manager;
