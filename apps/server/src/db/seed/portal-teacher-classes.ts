import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { teacherClass } from '../schema/portal-teachersupport.ts';

/**
 * Demo classes on ClassManage (decision 153): teacher1 keeps 5-2 of 서울가락초 as homeroom (student1's and
 * student5's class) and teaches 5-1 and 4-2 (the class of their approved library lesson); teacher4 keeps
 * 4-1 of 부산 가락초 (student4's). Inserted once (the key is teacher, grade and class).
 */
const CLASSES: { loginId: string; grade: number; classNo: number; homeroomYn: 'Y' | 'N' }[] = [
  { loginId: 'teacher1', grade: 5, classNo: 2, homeroomYn: 'Y' },
  { loginId: 'teacher1', grade: 5, classNo: 1, homeroomYn: 'N' },
  { loginId: 'teacher1', grade: 4, classNo: 2, homeroomYn: 'N' },
  { loginId: 'teacher4', grade: 4, classNo: 1, homeroomYn: 'Y' },
];

export async function seedDemoTeacherClasses(db: Db) {
  const teachers = await db
    .select({ loginId: member.loginId, memberKey: member.memberKey, schKey: member.schKey })
    .from(member)
    .where(inArray(member.loginId, ['teacher1', 'teacher4']));
  const rows = CLASSES.flatMap((c) => {
    const t = teachers.find((m) => m.loginId === c.loginId);
    return t?.schKey
      ? [
          {
            teacherMemberKey: t.memberKey,
            schKey: t.schKey,
            grade: c.grade,
            classNo: c.classNo,
            homeroomYn: c.homeroomYn,
          },
        ]
      : [];
  });
  if (rows.length) await db.insert(teacherClass).values(rows).onConflictDoNothing();
}
