import { roleOf } from '../../lib/member.ts';

/** Teachers and school managers: the staff of a school (the server decides the rights; this only shapes the page). */
export const isSchoolStaff = (memberTypeCode: string | undefined) => {
  const role = roleOf(memberTypeCode);
  return role === 'teacher' || role === 'manager';
};
